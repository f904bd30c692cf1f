import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';

const options = (brotliQuality: number, gzipLevel: number): FastifyCompressOptions => ({
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
  zlibOptions: { level: gzipLevel },
});

/**
 * For answers that can run to megabytes, made on every request: a busy member's GET
 * api/UserData/ is 2 MB of JSON, which brotli compresses in about 10 ms at quality 1 and 30-35
 * ms at quality 4, on the answer's path, for 54 KB instead of 36 (issue 36). A usual member's
 * answer is a few kilobytes, where the two qualities differ by a few hundred bytes.
 */
export const LARGE_ANSWER_COMPRESSION = options(1, 1);

/**
 * Compresses dynamic answers (JSON, the pages filled in by the server) for clients that accept
 * it. Built assets come pre-compressed from the build (static-web.ts serves the .br/.gz files
 * as they are), images are compressed formats already, and small answers are not worth it.
 * Brotli at quality 4 compresses about as well as gzip at 6, at a fraction of the CPU time
 * of its higher levels: the right trade for answers made on every request.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, ...options(4, 6) });
}
