import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_LIMITS } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { multipartBody } from '../../test/multipart';
import { storedCounts, twoMembers } from './attachments.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A PDF of `size` bytes (a PDF is stored byte for byte, so a cut one would be kept). */
const pdfOf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
};

/**
 * POST api/chat/attachments/ with the body sent in two pieces: all up to `split` bytes into
 * the file first, the rest a moment later, as a slow network delivers it.
 */
function uploadInTwoPieces(
  headers: Record<string, string>,
  receiver: string,
  file: Buffer,
  split: number,
) {
  const body = multipartBody([
    { name: 'receiver', value: receiver },
    { name: 'file', filename: 'big.pdf', contentType: 'application/pdf', bytes: file },
  ]);
  const at = body.payload.indexOf(file.subarray(0, 16)) + split;
  async function* pieces() {
    yield body.payload.subarray(0, at);
    await sleep(50);
    yield body.payload.subarray(at);
  }
  return app.inject({
    method: 'POST',
    url: '/api/chat/attachments/',
    headers: { ...headers, ...body.headers },
    payload: Readable.from(pieces()),
  });
}

describe('the size limit of POST /api/chat/attachments/', () => {
  it('takes a file of exactly 10 MB and refuses 10 MB + 1 byte with 413', async () => {
    const { bob, adaHeaders } = await twoMembers(app);
    const exact = await uploadInTwoPieces(
      adaHeaders,
      bob.username,
      pdfOf(ATTACHMENT_LIMITS.bytes),
      ATTACHMENT_LIMITS.bytes / 2,
    );
    expect(exact.statusCode).toBe(201);
    const before = await storedCounts(app);
    const over = await uploadInTwoPieces(
      adaHeaders,
      bob.username,
      pdfOf(ATTACHMENT_LIMITS.bytes + 1),
      ATTACHMENT_LIMITS.bytes / 2,
    );
    expect([over.statusCode, over.json()]).toEqual([
      413,
      { detail: 'Files can be at most 10 MB.' },
    ]);
    expect(await storedCounts(app)).toEqual(before);
  }, 30_000);

  // Issue 46, case 12: when the network's pieces end exactly at the limit, the parser marks
  // the file cut only after its last piece was read; an 11 MB file was stored as its first 10.
  it('refuses an 11 MB file cut exactly at 10 MB, every time, and stores nothing', async () => {
    const { bob, adaHeaders } = await twoMembers(app);
    const before = await storedCounts(app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await uploadInTwoPieces(
        adaHeaders,
        bob.username,
        pdfOf(11 * 1024 * 1024),
        ATTACHMENT_LIMITS.bytes,
      );
      expect([response.statusCode, response.json()]).toEqual([
        413,
        { detail: 'Files can be at most 10 MB.' },
      ]);
    }
    expect(await storedCounts(app)).toEqual(before);
  }, 60_000);
});
