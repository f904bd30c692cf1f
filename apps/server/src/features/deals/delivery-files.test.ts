import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_LIMITS } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { UPLOAD_FILES_PER_DAY } from '../../lib/upload-budget';
import { UNSUPPORTED_FILE } from '../chat/attachment-files';
import { pdfWithJavaScript, png, upload as chatUpload } from '../chat/attachments.fixtures';
import { member } from './deals.fixtures';
import { deliveryFilesApi, photo } from './delivery-files.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof deliveryFilesApi>;
beforeAll(async () => {
  app = await createTestApp();
  api = deliveryFilesApi(app);
});
afterAll(() => app.close());

const pdf = { filename: 'brief.pdf', contentType: 'application/pdf', bytes: pdfWithJavaScript() };

/** Issue 51, point 4: deliveries carry files, checked as the chat's are (decision 105). */
describe('files of a delivery', () => {
  it('waits with the seller, then goes with the delivery to both sides and admins', async () => {
    const [brand, creator] = [await member(app), await member(app)];
    const admin = await member(app, { admin: true, paid: false });
    const order = await api.order(brand, creator);
    const image = await api.uploaded(creator, order.id, await photo());
    const doc = await api.uploaded(creator, order.id, pdf);
    expect(image).toMatchObject({ kind: 'image', name: 'cut.webp', delivered_at: null });
    expect(doc).toMatchObject({ kind: 'pdf', name: 'brief.pdf' });

    // Before the delivery the files are the seller's alone.
    expect((await api.filesOf(creator, order.id)).map((file) => file.id)).toEqual([
      doc.id,
      image.id,
    ]);
    expect(await api.filesOf(brand, order.id)).toEqual([]);
    expect((await api.fetch(brand, order.id, image.id)).statusCode).toBe(404);
    expect((await api.fetch(creator, order.id, image.id)).statusCode).toBe(200);

    // A file taken back is gone with its bytes.
    const extra = await api.uploaded(creator, order.id, await photo());
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}/delivery-files/${extra.id}`,
      headers: creator.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await api.fetch(creator, order.id, extra.id)).statusCode).toBe(404);

    expect((await api.deliver(creator, order.id)).statusCode).toBe(200);
    for (const reader of [brand, creator, admin]) {
      const files = await api.filesOf(reader, order.id);
      expect(files.map((file) => file.id)).toEqual([doc.id, image.id]);
      expect(files.every((file) => file.delivered_at !== null)).toBe(true);
    }
    const shown = await api.fetch(brand, order.id, image.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect((await api.fetch(brand, order.id, image.id, true)).statusCode).toBe(200);
    // A PDF only downloads, byte for byte.
    const downloaded = await api.fetch(admin, order.id, doc.id);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="brief.pdf"/);
    expect(downloaded.rawPayload.equals(pdf.bytes)).toBe(true);
  });

  it('refuses a file of another type or too large with nothing written', async () => {
    const [brand, creator] = [await member(app), await member(app)];
    const order = await api.order(brand, creator);
    const before = await api.counts();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    const script = await api.upload(creator, order.id, {
      filename: 'photo.png',
      contentType: 'image/png',
      bytes: svg,
    });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({ file: [UNSUPPORTED_FILE] });
    const large = Buffer.concat([await png(), Buffer.alloc(ATTACHMENT_LIMITS.bytes)]);
    const tooLarge = await api.upload(creator, order.id, {
      filename: 'huge.png',
      contentType: 'image/png',
      bytes: large,
    });
    expect(tooLarge.statusCode).toBe(413);
    const empty = await api.upload(creator, order.id, {
      filename: 'empty.png',
      contentType: 'image/png',
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(await api.counts()).toEqual(before);
  });

  it("answers 404 to another member, for the order's files and their bytes", async () => {
    const [brand, creator, stranger] = [await member(app), await member(app), await member(app)];
    const order = await api.order(brand, creator);
    const file = await api.uploaded(creator, order.id, await photo());
    expect((await api.deliver(creator, order.id)).statusCode).toBe(200);
    const before = await api.counts();
    expect((await api.list(stranger, order.id)).statusCode).toBe(404);
    expect((await api.fetch(stranger, order.id, file.id)).statusCode).toBe(404);
    expect((await api.fetch(stranger, order.id, file.id, true)).statusCode).toBe(404);
    expect((await api.upload(stranger, order.id, await photo())).statusCode).toBe(404);
    // The file named through another order of the stranger's is not found either.
    const own = await api.order(stranger, await member(app));
    expect((await api.fetch(stranger, own.id, file.id)).statusCode).toBe(404);
    expect(await api.counts()).toEqual(before);
  });

  it('takes files only from the seller while the order is theirs to deliver (409)', async () => {
    const [brand, creator] = [await member(app), await member(app)];
    const order = await api.order(brand, creator);
    expect((await api.upload(brand, order.id, await photo())).statusCode).toBe(409);
    const file = await api.uploaded(creator, order.id, await photo());
    expect((await api.deliver(creator, order.id)).statusCode).toBe(200);
    const before = await api.counts();
    const late = await api.upload(creator, order.id, await photo());
    expect(late.statusCode).toBe(409);
    // A delivered file stays: the buyer has seen it.
    const taken = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}/delivery-files/${file.id}`,
      headers: creator.headers,
    });
    expect(taken.statusCode).toBe(409);
    expect(await api.counts()).toEqual(before);
  });

  it('carries at most the files a message does, waiting at once', async () => {
    const [brand, creator] = [await member(app), await member(app)];
    const order = await api.order(brand, creator);
    for (let n = 0; n < ATTACHMENT_LIMITS.perMessage; n += 1) {
      await api.uploaded(creator, order.id, await photo());
    }
    const before = await api.counts();
    const one = await api.upload(creator, order.id, await photo());
    expect(one.statusCode).toBe(400);
    expect(await api.counts()).toEqual(before);
  });

  it("spends the chat's upload budget: the 101st file of a day is a 429", async () => {
    const [brand, creator] = [await member(app), await member(app)];
    const order = await api.order(brand, creator);
    const small = { filename: 'dot.png', contentType: 'image/png', bytes: await png(8, 8) };
    for (let n = 0; n < UPLOAD_FILES_PER_DAY; n += 1) {
      expect((await chatUpload(app, creator.headers, brand.username, small)).statusCode).toBe(201);
    }
    const before = await api.counts();
    expect((await api.upload(creator, order.id, small)).statusCode).toBe(429);
    expect(await api.counts()).toEqual(before);
  });
});
