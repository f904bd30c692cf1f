import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { eventually } from '../../test/eventually';
import { member, stored } from './deals.fixtures';
import { paymentsApi, paymentsConfig } from './payments.fixtures';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log('payments-instances.test: skipped, it needs TEST_DATABASE_URL');
}

describe.runIf(Boolean(databaseUrl))('deal payments on two instances of one database', () => {
  let stripe: FakeStripe;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const payments = paymentsConfig(stripe);
    first = await createTestApp(payments);
    second = await buildApp(testConfig({ ...payments, databaseUrl: first.config.databaseUrl }), {
      logger: false,
    });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await first.close();
    await stripe.close();
  });

  it('transfers once when both instances settle the same order at the same moment', async () => {
    const api = paymentsApi(first, stripe);
    for (let round = 0; round < 3; round += 1) {
      const { buyer, seller, order } = await api.paidOrder({ price: 250 });
      // Both workers and a direct run on each instance race for the settlement.
      stripe.fail({ method: 'GET', path: '/v1/transfers', status: 500, times: 1 });
      await api.deliver(seller, order.id);
      await api.post(buyer, `/api/orders/${order.id}/approve/`);
      await Promise.all(
        [first, second].map((app) =>
          app.services.paymentSettlements.settle(order.id).catch(() => undefined),
        ),
      );
      await api.settled(order.id, buyer, 'released');
      expect(api.transfersOf(order.id)).toHaveLength(1);
      const kinds = (await stored(second).timeline(order.id)).map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === 'payment_released')).toHaveLength(1);
    }
  }, 60_000);

  const ofOrder = (orderId: number) => (each: Record<string, unknown>) =>
    (each.metadata as { order_id?: string }).order_id === String(orderId);

  it('opens one Checkout session for 20 pays spread over both instances (issue 46, case 3)', async () => {
    const [onFirst, onSecond] = [paymentsApi(first, stripe), paymentsApi(second, stripe)];
    const seller = await onFirst.payableSeller();
    const buyer = await member(first);
    const order = await onFirst.order(buyer, seller, { price: 120 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? onFirst : onSecond).post(buyer, `/api/orders/${order.id}/pay/`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json<{ url: string }>().url)).size).toBe(1);
    expect([...stripe.connect.sessions.values()].filter(ofOrder(order.id))).toHaveLength(1);
  }, 60_000);

  it('refunds a second charge once when its webhook reaches both instances at once', async () => {
    const [onFirst, onSecond] = [paymentsApi(first, stripe), paymentsApi(second, stripe)];
    const { order } = await onFirst.paidOrder({ price: 70 });
    const stray = stripe.connect.pay(await onFirst.strayCheckout(order.id, 7_350));
    await Promise.all([
      onFirst.webhook('checkout.session.completed', stray, `evt_a_${order.id}`),
      onSecond.webhook('checkout.session.completed', stray, `evt_b_${order.id}`),
    ]);
    const refunded = () =>
      stripe.connect.refunds.filter((refund) => refund.payment_intent === stray.payment_intent);
    await eventually(async () => refunded().length > 0, 'the refund');
    await Promise.all(
      [first, second].map((app) => app.services.secondCharges.refund(String(stray.payment_intent))),
    );
    await eventually(
      async () =>
        (await stored(second).timeline(order.id)).some((e) => e.kind === 'payment_refunded'),
      'the timeline entry',
    );
    expect(refunded()).toHaveLength(1);
    const kinds = (await stored(first).timeline(order.id)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'payment_refunded')).toHaveLength(1);
  }, 60_000);

  it('makes one Stripe account for onboardings on both instances at once (issue 46, case 17)', async () => {
    const seller = await member(first);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        (n % 2 ? first : second).inject({
          method: 'POST',
          url: '/api/payouts/onboard/',
          headers: seller.headers,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const accounts = [...stripe.connect.accounts.values()].filter(
      (account) => (account.metadata as { user_id: string }).user_id === String(seller.id),
    );
    expect(accounts).toHaveLength(1);
  }, 60_000);
});
