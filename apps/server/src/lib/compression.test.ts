import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/app';
import { bearer, buildPaidUser, login } from '../test/factories';
import { pngDataUrl } from '../test/images';

let app: FastifyInstance;
const web = mkdtempSync(join(tmpdir(), 'partnerly-web-'));
const script = `export const words = ${JSON.stringify('partner '.repeat(2000))};\n`;
const scriptPath = join(web, 'assets', 'app-1a2b3c.js');

beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  const page = `<!doctype html><html><head><title>Partnerly</title></head><body>${'<p>Partnerly</p>'.repeat(200)}</body></html>`;
  writeFileSync(join(web, 'index.html'), page);
  // As the build writes them (apps/web/build/precompress.ts).
  writeFileSync(scriptPath, script);
  writeFileSync(`${scriptPath}.br`, brotliCompressSync(script));
  writeFileSync(`${scriptPath}.gz`, gzipSync(script));
  app = await createTestApp({ webDistDir: web });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression', () => {
  it('sends the pre-compressed brotli file of an asset as it is', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(readFileSync(`${scriptPath}.br`))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-1a2b3c.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('compresses pages and JSON answers made on request', async () => {
    const pageResponse = await get('/pricing', 'br');
    expect(pageResponse.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(pageResponse.rawPayload).toString()).toContain('<title>');

    const creator = await buildPaidUser(app, { bio: 'Food and travel videos. '.repeat(20) });
    const headers = bearer((await login(app, creator.username)).access);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      await app.inject({
        method: 'POST',
        url: '/api/linkview/',
        headers,
        payload: { link: `https://example.com/${'media-kit/'.repeat(15)}${n}`, text: `Kit ${n}` },
      });
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile_data/',
      headers: { 'accept-encoding': 'gzip' },
      payload: { username: creator.username },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).links).toHaveLength(8);
  });

  it('compresses the user data with its own settings, in the same encodings as every answer', async () => {
    const user = await buildPaidUser(app, { bio: 'Recipes for busy weeknights. '.repeat(15) });
    const headers = bearer((await login(app, user.username)).access);
    const userData = (acceptEncoding: string) =>
      app.inject({
        method: 'GET',
        url: '/api/UserData/',
        headers: { ...headers, 'accept-encoding': acceptEncoding },
      });
    const brotli = await userData('zstd, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toHaveProperty(
      'dialogues',
    );
    const gzip = await userData('deflate, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toHaveProperty('dialogues');
    expect((await userData('deflate')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers and pictures as they are', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();

    const user = await buildPaidUser(app);
    const { access } = await login(app, user.username);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/save_pp/',
      headers: bearer(access),
      payload: { pp: await pngDataUrl() },
    });
    const picture = await get(saved.json<string>(), 'br, gzip');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['content-encoding']).toBeUndefined();
  });
});
