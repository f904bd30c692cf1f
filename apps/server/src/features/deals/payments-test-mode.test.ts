import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES, type Order } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { dealsApi, member, stored, type Member } from './deals.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof dealsApi>;
let db: ReturnType<typeof stored>;

beforeAll(async () => {
  app = await createTestApp();
  api = dealsApi(app);
  db = stored(app);
});
afterAll(async () => {
  await app.close();
});

async function testSeller(): Promise<Member> {
  const seller = await member(app);
  const onboard = await api.post(seller, '/api/payouts/onboard/');
  expect(onboard.json()).toEqual({ url: 'http://localhost:3000/payouts/test' });
  expect((await api.get(seller, '/api/payouts/')).json()).toEqual({
    status: 'pending',
    requirements: [],
    test: true,
    enabled: true,
  });
  const done = await api.post(seller, '/api/payouts/test/complete/');
  expect(done.json()).toMatchObject({ status: 'active', test: true });
  return seller;
}

const payment = async (who: Member, id: number) =>
  (await api.get(who, `/api/orders/${id}/`)).json<Order>().payment;

describe('deal payments without Stripe keys (test mode)', () => {
  it('onboards in the test onboarding, pays in the test checkout and records test movements', async () => {
    const seller = await testSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller, { price: 80 });
    expect(order.payment).toMatchObject({ state: 'unpaid', payable: true, amount: 84, fee: 4 });
    const pay = await api.post(buyer, `/api/orders/${order.id}/pay/`);
    expect(pay.statusCode).toBe(201);
    expect(pay.json()).toEqual({ url: `http://localhost:3000/checkout/test?order=${order.id}` });
    expect((await api.post(seller, `/api/orders/${order.id}/pay/test/`)).statusCode).toBe(404);
    const paid = await api.post(buyer, `/api/orders/${order.id}/pay/test/`);
    expect(paid.json<Order>().payment).toMatchObject({ state: 'held', test: true });
    expect((await api.post(buyer, `/api/orders/${order.id}/pay/test/`)).statusCode).toBe(409);

    await api.deliver(seller, order.id);
    await api.post(buyer, `/api/orders/${order.id}/approve/`);
    await eventually(
      async () => (await payment(buyer, order.id)).state === 'released',
      'the test release',
    );
    const released = (await db.timeline(order.id)).at(-1);
    expect(released).toMatchObject({ kind: 'payment_released' });
    expect(released?.note).toBe('$80 (test payment, no real money)');

    // "Download my data" holds the money of each order and the payout account, no Stripe ids.
    const exported = (await api.get(seller, '/api/export/')).json<{
      orders: { id: number; payment: object | null }[];
      payout_account: object | null;
    }>();
    expect(exported.orders.find((item) => item.id === order.id)?.payment).toMatchObject({
      state: 'released',
      test: true,
      amount_cents: 8400,
      fee_cents: 400,
      released_cents: 8000,
      released_at: expect.any(String),
    });
    expect(exported.payout_account).toEqual({
      test: true,
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
    });
  });

  it('refunds a cancelled test-paid order', async () => {
    const seller = await testSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller);
    await api.post(buyer, `/api/orders/${order.id}/pay/`);
    await api.post(buyer, `/api/orders/${order.id}/pay/test/`);
    await api.post(buyer, `/api/orders/${order.id}/cancel/`, {});
    await api.post(seller, `/api/orders/${order.id}/cancel/`, {});
    await eventually(
      async () => (await payment(seller, order.id)).state === 'refunded',
      'the test refund',
    );
  });

  it('lets an order go ahead unpaid when the seller has no payouts', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    const order = await api.order(buyer, seller);
    expect(order.payment).toMatchObject({ state: 'unpaid', payable: false });
    const refused = await api.post(buyer, `/api/orders/${order.id}/pay/`);
    expect(refused.json()).toEqual({ detail: PAYMENT_MESSAGES.sellerNotPayable });
    expect((await api.deliver(seller, order.id)).statusCode).toBe(200);
  });
});

describe('deal payments in production without Connect', () => {
  it('hides getting paid and paying: orders run unpaid', async () => {
    const production = await createTestApp({ env: 'production' });
    try {
      const prodApi = dealsApi(production);
      const seller = await member(production);
      const buyer = await member(production);
      expect((await prodApi.get(seller, '/api/payouts/')).json()).toMatchObject({
        status: 'none',
        enabled: false,
      });
      expect((await prodApi.post(seller, '/api/payouts/onboard/')).statusCode).toBe(404);
      expect((await prodApi.post(seller, '/api/payouts/test/complete/')).statusCode).toBe(404);
      const order = await prodApi.order(buyer, seller);
      expect(order.payment.payable).toBe(false);
      const pay = await prodApi.post(buyer, `/api/orders/${order.id}/pay/`);
      expect(pay.statusCode).toBe(409);
      expect(pay.json()).toEqual({ detail: PAYMENT_MESSAGES.paymentsOff });
    } finally {
      await production.close();
    }
  });
});
