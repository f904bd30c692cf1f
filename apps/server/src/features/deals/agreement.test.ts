import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEAL_MESSAGES, orderNumber, type Order } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { pdfPages } from '../../test/read-pdf';
import { dealsApi, member, stored, type Member } from './deals.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof dealsApi>;

beforeAll(async () => {
  app = await createTestApp();
  api = dealsApi(app);
});
afterAll(async () => {
  await app.close();
});

const agreement = (who: Member, id: number) => api.get(who, `/api/orders/${id}/agreement.pdf`);

describe('the agreement PDF', () => {
  it('holds both parties, the terms and the order number on one page', async () => {
    const brand = await member(app);
    const creator = await member(app);
    const named = await app.inject({
      method: 'PUT',
      url: '/api/account/legal-name/',
      headers: brand.headers,
      payload: { legal_name: 'Northwind Drinks Ltd' },
    });
    expect(named.json()).toEqual({ legal_name: 'Northwind Drinks Ltd' });
    const order = await api.order(brand, creator, {
      title: 'Summer launch: 3 stories',
      price: 12_500,
      revisions: 2,
    });

    const response = await agreement(creator, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(1);
    // Lines wrap where the page ends them: compare with single spaces.
    const text = (pages[0] ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Summer launch: 3 stories');
    expect(text).toContain('US$ 12,500');
    expect(text).toContain(
      `Buyer (pays): Northwind Drinks Ltd (Partnerly member @${brand.username})`,
    );
    expect(text).toContain(`Seller (delivers): @${creator.username}`);
    expect(text).toContain(orderNumber(order.id));
    expect(text).toContain(`Due date: ${order.due_date}`);
    expect(text).toContain('Payment: Paid outside Partnerly');
    expect(text).toContain('Revisions included: 2');
    expect(text).toContain('2 × Reel on Instagram');
    expect(text).toContain('Brand may repost for 30 days');
    expect(text).toMatch(/Final version made by .*@.* on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./);
    expect(text).toContain('Partnerly is not a party to this agreement.');
    // The rules and who issued it (issue 53: the agreement was thin).
    expect(text).toContain('Approval: the buyer approves a delivery');
    expect(text).toContain('Cancellation: either member may ask to cancel');
    expect(text).toContain('Disputes: either member may report a problem');
    expect(text).toMatch(/Issued by Partnerly, the marketplace .* on \d{4}-\d{2}-\d{2}/);
  });

  it('says test money for an order paid in the test checkout, as its timeline does', async () => {
    const seller = await member(app);
    await api.post(seller, '/api/payouts/onboard/');
    await api.post(seller, '/api/payouts/test/complete/');
    const buyer = await member(app);
    const order = await api.order(buyer, seller, { price: 80 });
    await api.post(buyer, `/api/orders/${order.id}/pay/`);
    await api.post(buyer, `/api/orders/${order.id}/pay/test/`);
    const textOf = async () =>
      ((await pdfPages((await agreement(buyer, order.id)).rawPayload))[0] ?? '').replace(
        /\s+/g,
        ' ',
      );
    expect(await textOf()).toContain(
      'Payment: Test money (no real money moved): paid in the test checkout, held until the buyer approves',
    );
    // What the buyer pays in all, and Partnerly's fee (issue 53).
    expect(await textOf()).toContain(
      'Buyer pays: $84 in total ($80 for the seller and a $4 Partnerly fee).',
    );
    await api.deliver(seller, order.id);
    await api.post(buyer, `/api/orders/${order.id}/approve/`);
    await eventually(
      async () =>
        (await api.get(buyer, `/api/orders/${order.id}/`)).json<Order>().payment.state ===
        'released',
      'the test release',
    );
    const text = await textOf();
    expect(text).toContain(
      'Payment: Test money (no real money moved): paid in the test checkout and released to the seller',
    );
    expect(text).not.toContain('Paid through Partnerly');
    const money = (await stored(app).timeline(order.id)).filter((entry) =>
      ['paid', 'payment_released'].includes(entry.kind),
    );
    expect(money.map((entry) => entry.note)).toEqual([
      '$84 (test payment, no real money)',
      '$80 (test payment, no real money)',
    ]);
  });

  it('is for the two parties and admins; anyone else gets 404', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    const order = await api.order(buyer, seller);
    const stranger = await member(app);
    const admin = await member(app, { admin: true });
    expect((await agreement(buyer, order.id)).statusCode).toBe(200);
    expect((await agreement(admin, order.id)).statusCode).toBe(200);
    expect((await agreement(stranger, order.id)).statusCode).toBe(404);
    expect((await agreement(stranger, order.id + 1000)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/agreement.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the legal name', () => {
  it('is set once; a second change is refused with 409 and bad input with 400', async () => {
    const someone = await member(app);
    const put = (legal_name: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/account/legal-name/',
        headers: someone.headers,
        payload: { legal_name },
      });
    expect((await api.get(someone, '/api/account/legal-name/')).json()).toEqual({
      legal_name: null,
    });
    expect((await put('')).statusCode).toBe(400);
    expect((await put('Acme\u202E Ltd')).statusCode).toBe(400);
    expect((await put('x'.repeat(151))).statusCode).toBe(400);
    expect((await put('  Jane Roe Studio  ')).json()).toEqual({ legal_name: 'Jane Roe Studio' });
    const again = await put('Someone Else');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: DEAL_MESSAGES.legalNameSet });
    expect((await api.get(someone, '/api/account/legal-name/')).json()).toEqual({
      legal_name: 'Jane Roe Studio',
    });
  });
});
