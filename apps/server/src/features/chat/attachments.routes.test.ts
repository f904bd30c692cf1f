import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import {
  jpegWithMetadata,
  pdfWithJavaScript,
  png,
  storedCounts,
  twoMembers,
  upload,
  uploaded,
} from './attachments.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A refused upload: its status and body, and nothing stored. */
async function expectRefused(send: () => Promise<{ statusCode: number; body: string }>) {
  const before = await storedCounts(app);
  const response = await send();
  expect(await storedCounts(app)).toEqual(before);
  return response;
}

describe('POST /api/chat/attachments/', () => {
  it('re-encodes a photo without its metadata, with a thumbnail, for the two members', async () => {
    const { ada, bob, adaHeaders, bobHeaders } = await twoMembers(app);
    const photo = await uploaded(app, adaHeaders, bob.username, {
      filename: 'Beach day.JPG',
      contentType: 'image/jpeg',
      bytes: await jpegWithMetadata(800, 600),
    });
    expect(photo).toMatchObject({ kind: 'image', name: 'Beach day.webp', width: 800, height: 600 });

    for (const headers of [adaHeaders, bobHeaders]) {
      const full = await app.inject({ url: `/api/chat/attachments/${photo.id}`, headers });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/webp');
      expect(full.headers['x-content-type-options']).toBe('nosniff');
      expect(full.rawPayload.length).toBe(photo.size);
      const meta = await sharp(full.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 800, undefined]);
      const thumb = await app.inject({ url: `/api/chat/attachments/${photo.id}/thumb`, headers });
      expect(thumb.statusCode).toBe(200);
      const small = await sharp(thumb.rawPayload).metadata();
      expect([small.format, small.width, small.exif]).toEqual(['webp', 480, undefined]);
    }
    expect(ada.id).not.toBe(bob.id);
  });

  it('reads a PNG named .pdf as the image it is', async () => {
    const { bob, adaHeaders } = await twoMembers(app);
    const stored = await uploaded(app, adaHeaders, bob.username, {
      filename: 'contract.pdf',
      contentType: 'application/pdf',
      bytes: await png(),
    });
    expect(stored).toMatchObject({ kind: 'image', name: 'contract.webp', width: 300 });
  });

  it.each([
    ['HTML named .jpg', 'cat.jpg', 'image/jpeg', '<html><script>alert(1)</script></html>'],
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    ],
    ['a GIF', 'fun.gif', 'image/gif', 'GIF89a\x01\x00\x01\x00\x00\x00\x00;'],
    ['plain text named .pdf', 'brief.pdf', 'application/pdf', 'Just text, not a PDF'],
  ])('refuses %s with 400 and stores nothing', async (_name, filename, contentType, text) => {
    const { bob, adaHeaders } = await twoMembers(app);
    const response = await expectRefused(() =>
      upload(app, adaHeaders, bob.username, { filename, contentType, bytes: Buffer.from(text) }),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      file: ['Send a photo (JPEG, PNG, WebP, AVIF or HEIC) or a PDF.'],
    });
  });

  it('re-encodes a HEIC photo (as iPhones take them) like any other', async () => {
    const { bob, adaHeaders } = await twoMembers(app);
    // 64 x 48, encoded by libheif's heif-enc (HEVC): sharp alone cannot decode it.
    const bytes = await readFile(new URL('../../test/fixtures/photo.heic', import.meta.url));
    const photo = await uploaded(app, adaHeaders, bob.username, {
      filename: 'IMG_0042.HEIC',
      contentType: 'application/octet-stream',
      bytes,
    });
    expect(photo).toMatchObject({ kind: 'image', name: 'IMG_0042.webp', width: 64, height: 48 });
  });

  it('refuses a photo it cannot decode (a damaged HEIC) with 400', async () => {
    const { bob, adaHeaders } = await twoMembers(app);
    // An ISO media header of brand "heic": read as HEIC from the bytes, with nothing to decode.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    const response = await expectRefused(() =>
      upload(app, adaHeaders, bob.username, {
        filename: 'IMG_1.HEIC',
        contentType: 'image/heic',
        bytes: heic,
      }),
    );
    expect([response.statusCode, JSON.parse(response.body)]).toEqual([
      400,
      { file: ['This photo is damaged or in a form we cannot read. Try a JPEG or PNG.'] },
    ]);
  });

  it('keeps a PDF with JavaScript byte for byte and serves it only as a download', async () => {
    const { bob, adaHeaders, bobHeaders } = await twoMembers(app);
    const bytes = pdfWithJavaScript();
    const pdf = await uploaded(app, adaHeaders, bob.username, {
      filename: 'Media kit: 2027?.pdf',
      contentType: 'application/pdf',
      bytes,
    });
    expect(pdf).toEqual({
      id: pdf.id,
      kind: 'pdf',
      name: 'Media kit 2027.pdf',
      size: bytes.length,
      width: null,
      height: null,
    });
    const response = await app.inject({
      url: `/api/chat/attachments/${pdf.id}`,
      headers: bobHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Media kit 2027.pdf"; filename*=UTF-8''Media%20kit%202027.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain('sandbox');
    const thumb = await app.inject({
      url: `/api/chat/attachments/${pdf.id}/thumb`,
      headers: bobHeaders,
    });
    expect(thumb.statusCode).toBe(404);
  });

  it('answers 404 to anyone but the two members, and to an unknown id', async () => {
    const { bob, adaHeaders } = await twoMembers(app);
    const photo = await uploaded(app, adaHeaders, bob.username, {
      filename: 'a.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    const carol = bearer((await login(app, (await buildPaidUser(app)).username)).access);
    for (const url of [
      `/api/chat/attachments/${photo.id}`,
      `/api/chat/attachments/${photo.id}/thumb`,
    ]) {
      expect((await app.inject({ url, headers: carol })).statusCode).toBe(404);
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
    expect(
      (await app.inject({ url: '/api/chat/attachments/999999999', headers: adaHeaders }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/chat/attachments/1e3', headers: adaHeaders })).statusCode,
    ).toBe(400);
  });

  it('takes no upload in a blocked conversation (409)', async () => {
    const { bob, adaHeaders, bobHeaders } = await twoMembers(app);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/add_dialogue/',
      headers: adaHeaders,
      payload: { username: bob.username },
    });
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/dialogue_spam/',
      headers: bobHeaders,
      payload: { id: opened.json<{ id: number }>().id, spam: true },
    });
    expect(blocked.statusCode).toBe(200);
    const response = await expectRefused(async () =>
      upload(app, adaHeaders, bob.username, {
        filename: 'a.png',
        contentType: 'image/png',
        bytes: await png(),
      }),
    );
    expect(response.statusCode).toBe(409);
  });

  it('refuses an Explorer with 403 before reading the file', async () => {
    const explorer = await buildUser(app);
    const bob = await buildPaidUser(app);
    const headers = bearer((await login(app, explorer.username)).access);
    const response = await expectRefused(async () =>
      upload(app, headers, bob.username, {
        filename: 'a.png',
        contentType: 'image/png',
        bytes: await png(),
      }),
    );
    expect(response.statusCode).toBe(403);
  });

  it('answers bad input with field errors and stores nothing', async () => {
    const { ada, adaHeaders } = await twoMembers(app);
    const file = { name: 'file', filename: 'a.png', contentType: 'image/png', bytes: await png() };
    const send = (parts: Parameters<typeof multipartBody>[0]) => {
      const body = multipartBody(parts);
      return app.inject({
        method: 'POST',
        url: '/api/chat/attachments/',
        headers: { ...adaHeaders, ...body.headers },
        payload: body.payload,
      });
    };
    const cases: [Parameters<typeof multipartBody>[0], number, object][] = [
      [[file], 400, { receiver: ['Name the member the file is for (before the file).'] }],
      [
        [{ name: 'receiver', value: 'nobody-here' }, file],
        404,
        { detail: 'There is no user with that name.' },
      ],
      [
        [{ name: 'receiver', value: ada.username }, file],
        400,
        { receiver: ['You cannot message yourself.'] },
      ],
      [[{ name: 'receiver', value: 'x' }], 400, { file: ['Choose a file to send.'] }],
    ];
    for (const [parts, status, body] of cases) {
      const response = await expectRefused(() => send(parts));
      expect([response.statusCode, JSON.parse(response.body)]).toEqual([status, body]);
    }
    const json = await expectRefused(() =>
      app.inject({
        method: 'POST',
        url: '/api/chat/attachments/',
        headers: adaHeaders,
        payload: { file: 'x' },
      }),
    );
    expect(json.statusCode).toBe(400);
  });
});
