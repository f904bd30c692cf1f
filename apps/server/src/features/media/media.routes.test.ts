import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { PICTURE_SIZE } from '@partnerly/shared';
import { eq, sql } from 'drizzle-orm';
import { mediaVariants } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { pngDataUrl } from '../../test/images';
import { reencodeSquareJpeg } from '../../lib/images';
import { mediaRepository } from './media.repository';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function paidHeaders() {
  const user = await buildPaidUser(app);
  return bearer((await login(app, user.username)).access);
}

/** Uploads a profile picture (stored 512 px wide) and answers its hash. */
async function uploadPicture(color: string) {
  const saved = await app.inject({
    method: 'POST',
    url: '/api/save_pp/',
    headers: await paidHeaders(),
    payload: { pp: await pngDataUrl(600, 600, color) },
  });
  expect(saved.statusCode).toBe(200);
  return /^\/media\/([0-9a-f]{64})\.jpg$/.exec(saved.json<string>())?.[1] ?? '';
}

const variantCount = async (hash: string) =>
  (
    await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mediaVariants)
      .where(eq(mediaVariants.hash, hash))
  )[0]?.n ?? 0;

async function expectImage(url: string, contentType: string, format: string, width: number) {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(response.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual([format, width, width]);
}

describe('GET /media/{hash}/{width}.{format}', () => {
  it('serves a picture at each width it was stored with, as AVIF, WebP and JPEG', async () => {
    const hash = await uploadPicture('#12b886');
    // 96, 192 and 384 px in three formats; 768 would be wider than the 512 px picture.
    expect(await variantCount(hash)).toBe(9);
    await expectImage(`/media/${hash}/96.webp`, 'image/webp', 'webp', 96);
    await expectImage(`/media/${hash}/192.avif`, 'image/avif', 'heif', 192);
    await expectImage(`/media/${hash}/384.jpg`, 'image/jpeg', 'jpeg', 384);
    expect((await app.inject(`/media/${hash}/768.webp`)).statusCode).toBe(404);
  });

  it('serves an ad image at 768 px', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/add_ad/',
      headers: await paidHeaders(),
      payload: { pp: await pngDataUrl(1200, 1200, '#fab005'), title: 'Ad', text: 'Text', cpm: 3 },
    });
    expect(added.statusCode).toBe(201);
    const hash = /\/media\/([0-9a-f]{64})\.jpg$/.exec(added.json<{ image: string }>().image)?.[1];
    await expectImage(`/media/${hash}/768.webp`, 'image/webp', 'webp', 768);
    await expectImage(`/media/${hash}/768.avif`, 'image/avif', 'heif', 768);
  });

  it('makes and keeps the variants of an image stored before variants existed', async () => {
    const image = await reencodeSquareJpeg(await pngDataUrl(500, 500, '#e64980'), PICTURE_SIZE);
    // An image without variants: what the table holds for uploads from before decision 011.
    const hash = await mediaRepository(app.database.db).store(image, []);
    expect(await variantCount(hash)).toBe(0);

    await expectImage(`/media/${hash}/192.webp`, 'image/webp', 'webp', 192);
    await expectImage(`/media/${hash}/96.jpg`, 'image/jpeg', 'jpeg', 96);
    expect(await variantCount(hash)).toBe(2);
    expect((await app.inject(`/media/${hash}/768.jpg`)).statusCode).toBe(404);
    expect(await variantCount(hash)).toBe(2);
  });

  it('deletes the variants with their image', async () => {
    const headers = await paidHeaders();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/save_pp/',
      headers,
      payload: { pp: await pngDataUrl(300, 300, '#364fc7') },
    });
    const hash = /([0-9a-f]{64})/.exec(saved.json<string>())?.[1] ?? '';
    expect(await variantCount(hash)).toBe(9);
    await app.inject({ method: 'DELETE', url: '/api/save_pp/', headers });
    expect(await variantCount(hash)).toBe(0);
    expect((await app.inject(`/media/${hash}/96.webp`)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown width', (hash: string) => `/media/${hash}/100.webp`],
    ['width 0', (hash: string) => `/media/${hash}/0.webp`],
    ['a leading zero', (hash: string) => `/media/${hash}/096.webp`],
    ['an unknown format', (hash: string) => `/media/${hash}/96.png`],
    ['an upper-case format', (hash: string) => `/media/${hash}/96.WEBP`],
    ['no format', (hash: string) => `/media/${hash}/96`],
    ['an unknown image', () => `/media/${'0'.repeat(64)}/96.webp`],
    ['a malformed hash', (hash: string) => `/media/${hash.slice(1)}/96.webp`],
    ['a deeper path', (hash: string) => `/media/${hash}/96.webp/more`],
    ['an escaped traversal', (hash: string) => `/media/${hash}/..%2F..%2Fpackage.json`],
    ['a traversal', () => '/media/../../package.json'],
    ['an escaped traversal to the original', () => '/media/%2e%2e/%2e%2e/etc/passwd'],
  ])('answers 404 to %s, never a 500', async (_name, url) => {
    const hash = await uploadPicture('#868e96');
    const response = await app.inject(url(hash));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/^image\//);
  });
});
