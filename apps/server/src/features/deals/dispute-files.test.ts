import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { count } from 'drizzle-orm';
import {
  DISPUTE_LIMITS,
  DISPUTE_MESSAGES,
  type DisputeData,
  type DisputeFile,
  type Order,
} from '@partnerly/shared';
import { disputeFiles, storedFiles } from '../../db/schema';
import { multipartBody } from '../../test/multipart';
import { pdfWithJavaScript } from '../chat/attachments.fixtures';
import { photo, type FilePart } from './delivery-files.fixtures';
import { member, type Member } from './deals.fixtures';
import { act, api, app, deal, setUpDeals } from './deals.harness';

setUpDeals();

const upload = (who: Member, orderId: number, file: FilePart) => {
  const body = multipartBody([{ name: 'file', ...file }]);
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/dispute/files/`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};
const fetchFile = (who: Member, orderId: number, id: number, thumb = false) =>
  api.get(who, `/api/orders/${orderId}/dispute/files/${id}${thumb ? '/thumb' : ''}`);
const filesOf = async (who: Member, orderId: number) =>
  (await api.get(who, `/api/orders/${orderId}/dispute/`)).json<DisputeData>().dispute?.files;

/** Rows of dispute files and stored bytes: a refused upload adds to neither. */
async function counts() {
  const { db } = app.database;
  const [bytes] = await db.select({ n: count() }).from(storedFiles);
  const [rows] = await db.select({ n: count() }).from(disputeFiles);
  return { bytes: bytes?.n ?? 0, rows: rows?.n ?? 0 };
}

/** Refused: the status, and nothing stored. */
async function refused(send: () => Promise<LightMyRequestResponse>) {
  const before = await counts();
  const response = await send();
  expect(await counts()).toEqual(before);
  return response;
}

const pdf = (): FilePart => ({
  filename: 'brief.pdf',
  contentType: 'application/pdf',
  bytes: pdfWithJavaScript(),
});

async function disputed(buyer?: Member) {
  const found = buyer
    ? await (async () => {
        const seller = await member(app);
        return { buyer, seller, order: await api.order(buyer, seller) };
      })()
    : await deal();
  const opened = await act(found.buyer, found.order.id, 'dispute', { reason: 'Only one reel' });
  expect(opened.json<Order>().state).toBe('disputed');
  return found;
}

/** Issue 53 point 4 (decision 113): each side attaches files to its case. */
describe('files of a dispute case', () => {
  it("each side attaches; both sides and admins read them; anyone else's ids are 404", async () => {
    const { buyer, seller, order } = await disputed();
    const shot = await upload(buyer, order.id, await photo());
    expect(shot.statusCode).toBe(201);
    const buyers = shot.json<DisputeFile>();
    expect(buyers).toMatchObject({ side: 'buyer', kind: 'image', name: 'cut.webp' });
    const paper = await upload(seller, order.id, pdf());
    expect(paper.statusCode).toBe(201);
    const sellers = paper.json<DisputeFile>();
    expect(sellers).toMatchObject({ side: 'seller', kind: 'pdf', name: 'brief.pdf' });

    const admin = await member(app, { admin: true });
    for (const who of [buyer, seller]) {
      expect((await filesOf(who, order.id))?.map((file) => file.id)).toEqual([
        buyers.id,
        sellers.id,
      ]);
    }
    const adminView = await api.get(admin, `/api/admin/orders/${order.id}/dispute/`);
    expect(adminView.json<DisputeData>().dispute?.files.map((file) => file.side)).toEqual([
      'buyer',
      'seller',
    ]);
    for (const who of [buyer, seller, admin]) {
      const full = await fetchFile(who, order.id, sellers.id);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-disposition']).toContain('attachment');
      expect(full.headers['cache-control']).toBe('private, no-store');
      expect((await fetchFile(who, order.id, buyers.id, true)).statusCode).toBe(200);
    }

    const stranger = await member(app);
    expect((await fetchFile(stranger, order.id, buyers.id)).statusCode).toBe(404);
    expect((await api.get(stranger, `/api/orders/${order.id}/dispute/`)).statusCode).toBe(404);
    const theirs = await refused(async () => upload(stranger, order.id, await photo()));
    expect(theirs.statusCode).toBe(404);
    // A file of another order, asked through this one: 404.
    const other = await disputed();
    const elsewhere = (
      await upload(other.buyer, other.order.id, await photo())
    ).json<DisputeFile>();
    expect((await fetchFile(buyer, order.id, elsewhere.id)).statusCode).toBe(404);
  });

  it('refuses what the chat refuses with field errors, and more than a case takes', async () => {
    const { buyer, order } = await disputed();
    const html = await refused(() =>
      upload(buyer, order.id, {
        filename: 'cat.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      }),
    );
    expect(html.statusCode).toBe(400);
    expect(html.json()).toHaveProperty('file');
    const notMultipart = await refused(() =>
      api.post(buyer, `/api/orders/${order.id}/dispute/files/`, { file: 'x' }),
    );
    expect(notMultipart.statusCode).toBe(400);

    for (let i = 0; i < DISPUTE_LIMITS.filesPerSide; i += 1) {
      expect((await upload(buyer, order.id, await photo())).statusCode).toBe(201);
    }
    const over = await refused(async () => upload(buyer, order.id, await photo()));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      file: [`A case takes at most ${DISPUTE_LIMITS.filesPerSide} files.`],
    });
  });

  it('takes files only while the dispute is open (409), on any plan', async () => {
    const { buyer, seller, order } = await deal();
    const early = await refused(async () => upload(buyer, order.id, await photo()));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: DISPUTE_MESSAGES.notOpen });
    await act(buyer, order.id, 'dispute', { reason: 'Late' });
    expect((await act(seller, order.id, 'dispute/withdraw')).statusCode).toBe(200);
    const after = await refused(async () => upload(seller, order.id, await photo()));
    expect(after.statusCode).toBe(409);

    // An Explorer buyer states their case with a file as any buyer.
    const explorer = await member(app, { paid: false });
    const theirs = await disputed(explorer);
    expect((await upload(explorer, theirs.order.id, await photo())).statusCode).toBe(201);
  });
});
