import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DealMoney, Offer, Order } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { dealsApi, member, type Member } from './deals.fixtures';
import { WEBHOOK_SECRET } from './payments.fixtures';

/** Issue 51: offers and orders carry their money (price, fee, total) and why it is not paid here. */

let app: FastifyInstance;
let api: ReturnType<typeof dealsApi>;

// An odd fee: 7.5 % of whole dollars leaves half cents to round.
beforeAll(async () => {
  app = await createTestApp({ dealPayments: { connect: false, feePercent: 7.5 } });
  api = dealsApi(app);
});
afterAll(async () => {
  await app.close();
});

const offerOf = async (who: Member, id: number) =>
  (await api.get(who, `/api/offers/${id}/`)).json<Offer>();
const orderOf = async (who: Member, id: number) =>
  (await api.get(who, `/api/orders/${id}/`)).json<Order>();

/** The seller finishes the built-in test onboarding (no Stripe key: test mode). */
async function setUpPayouts(seller: Member) {
  expect((await api.post(seller, '/api/payouts/onboard/')).statusCode).toBe(201);
  expect((await api.post(seller, '/api/payouts/test/complete/')).statusCode).toBe(200);
}

describe('the money of offers and orders', () => {
  it('says the seller has no payouts yet, on the offer, its order and their lists', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    const offer = await api.offer(buyer, seller, { price: 33 });
    const waiting: DealMoney = {
      through_partnerly: false,
      price: 33,
      fee: 2.48,
      total: 35.48,
      why_not: 'seller_payouts_not_set_up',
    };
    expect(offer.payment).toEqual(waiting);
    expect((await offerOf(seller, offer.id)).payment).toEqual(waiting);
    const listed = (await api.get(buyer, '/api/offers/')).json<Offer[]>();
    expect(listed.find((each) => each.id === offer.id)?.payment).toEqual(waiting);

    const accepted = await api.post(seller, `/api/offers/${offer.id}/accept/`);
    const order = accepted.json<{ order: Order }>().order;
    expect(order.payment).toMatchObject({ ...waiting, state: 'unpaid', payable: false });
    const orders = (await api.get(seller, '/api/orders/')).json<Order[]>();
    expect(orders.find((each) => each.id === order.id)?.payment).toMatchObject(waiting);
  });

  it('goes through Partnerly once the seller can be paid, with the fee rounded to the cent', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    await setUpPayouts(seller);
    // 7.5 % of $1 is 7.5 cents: rounded to 8.
    const small = await api.offer(buyer, seller, { price: 1 });
    expect(small.payment).toEqual({
      through_partnerly: true,
      price: 1,
      fee: 0.08,
      total: 1.08,
      why_not: null,
    });
    const order = await api.order(buyer, seller, { price: 33 });
    expect(order.payment).toMatchObject({
      through_partnerly: true,
      price: 33,
      fee: 2.48,
      total: 35.48,
      amount: 35.48,
      why_not: null,
      payable: true,
    });
  });

  it('turns the waiting order payable when the seller sets up payouts later', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    const order = await api.order(buyer, seller, { price: 520 });
    expect(order.payment.why_not).toBe('seller_payouts_not_set_up');
    await setUpPayouts(seller);
    expect((await orderOf(buyer, order.id)).payment).toMatchObject({
      through_partnerly: true,
      why_not: null,
      price: 520,
      fee: 39,
      total: 559,
      payable: true,
    });
  });

  it('keeps what was charged once paid', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    await setUpPayouts(seller);
    const order = await api.order(buyer, seller, { price: 33 });
    await api.post(buyer, `/api/orders/${order.id}/pay/`);
    const paid = await api.post(buyer, `/api/orders/${order.id}/pay/test/`);
    expect(paid.json<Order>().payment).toMatchObject({
      state: 'held',
      through_partnerly: true,
      fee: 2.48,
      total: 35.48,
      why_not: null,
    });
  });

  it('stays hidden from anyone else: another member’s offer and order are 404', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    const stranger = await member(app);
    const offer = await api.offer(buyer, seller);
    const order = await api.order(buyer, seller);
    expect((await api.get(stranger, `/api/offers/${offer.id}/`)).statusCode).toBe(404);
    expect((await api.get(stranger, `/api/orders/${order.id}/`)).statusCode).toBe(404);
  });
});

describe('the money of deals when the operator turned Connect off', () => {
  let stripe: FakeStripe;
  let off: FastifyInstance;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    off = await createTestApp({
      stripe: { secretKey: stripe.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.apiUrl },
      dealPayments: { connect: false, feePercent: 5 },
    });
  }, 30_000);
  afterAll(async () => {
    await off.close();
    await stripe.close();
  });

  it('says payments are off: the money is paid outside Partnerly', async () => {
    const offApi = dealsApi(off);
    const buyer = await member(off);
    const seller = await member(off);
    const offer = await offApi.offer(buyer, seller, { price: 520 });
    const outside: DealMoney = {
      through_partnerly: false,
      price: 520,
      fee: 26,
      total: 546,
      why_not: 'payments_off',
    };
    expect(offer.payment).toEqual(outside);
    const accepted = await offApi.post(seller, `/api/offers/${offer.id}/accept/`);
    const order = accepted.json<{ order: Order }>().order;
    expect(order.payment).toMatchObject({ ...outside, payable: false });
  });
});
