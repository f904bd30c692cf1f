import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';

/**
 * Compresses dynamic answers (JSON, the pages filled in by the server) for clients that accept
 * it. Built assets come pre-compressed from the build (static-web.ts serves the .br/.gz files
 * as they are), images are compressed formats already, and small answers are not worth it.
 * Brotli at quality 4 compresses about as well as gzip at 6, at a fraction of the CPU time
 * of its higher levels: the right trade for answers made on every request.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
