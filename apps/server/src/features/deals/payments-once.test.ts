import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PaymentProblem } from '@partnerly/shared';
import { adminAuditLog } from '../../db/schema';
import { eventually } from '../../test/eventually';
import { member } from './deals.fixtures';
import { app, api, db, setUpPayments, stripe } from './payments.harness';

/** Issue 46, cases 3 and 17: one payment per order and one Stripe account per seller. */

setUpPayments();

const posted = (path: string) =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === path);
const auditOf = async (orderId: number) =>
  (
    await app.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `order:${orderId}`))
  ).map((row) => row.action);
const sessionsOf = (orderId: number) =>
  [...stripe.connect.sessions.values()].filter(
    (session) => (session.metadata as { order_id: string }).order_id === String(orderId),
  );
const refundsOf = (paymentIntent: unknown) =>
  stripe.connect.refunds.filter((refund) => refund.payment_intent === paymentIntent);

describe('one Checkout session per order', () => {
  it('gives 20 parallel pays the same session, and a new one once it expired', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller, { price: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post(buyer, `/api/orders/${order.id}/pay/`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json<{ url: string }>().url)).size).toBe(1);
    expect(sessionsOf(order.id)).toHaveLength(1);

    const sessionId = /cs_test_\w+/.exec(answers[0]?.json<{ url: string }>().url ?? '')?.[0];
    await app.services.stripe?.checkout.sessions.expire(sessionId ?? '');
    const again = await api.post(buyer, `/api/orders/${order.id}/pay/`);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ url: string }>().url).not.toContain(sessionId);
    expect(sessionsOf(order.id)).toHaveLength(2);
  });

  it('opens the next checkout with a new key after Stripe failed to open one', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller, { price: 60 });
    // Stripe keeps a failure under its key: a retry with the same key would fail for a day.
    stripe.fail({ method: 'POST', path: '/v1/checkout/sessions', status: 500, times: 1 });
    expect((await api.post(buyer, `/api/orders/${order.id}/pay/`)).statusCode).toBe(502);
    const pay = await api.post(buyer, `/api/orders/${order.id}/pay/`);
    expect(pay.statusCode).toBe(201);
    expect(sessionsOf(order.id)).toHaveLength(1);
    const keys = posted('/v1/checkout/sessions').map((request) => request.idempotencyKey);
    expect(keys).toContain(`order-${order.id}-checkout-1`);
    expect(keys.at(-1)).toBe(`order-${order.id}-checkout-2`);
  });
});

describe('a bank debit', () => {
  it('marks the order paid when its payment succeeds after the session completed', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller, { price: 50 });
    const pay = await api.post(buyer, `/api/orders/${order.id}/pay/`);
    const sessionId = /cs_test_\w+/.exec(pay.json<{ url: string }>().url)?.[0] ?? '';
    const pending = { ...stripe.connect.sessions.get(sessionId), status: 'complete' };
    expect((await api.webhook('checkout.session.completed', pending)).statusCode).toBe(200);
    expect((await api.orderOf(order.id, buyer)).payment.state).toBe('unpaid');
    const paid = stripe.connect.pay(sessionId);
    const succeeded = await api.webhook('checkout.session.async_payment_succeeded', paid);
    expect(succeeded.statusCode).toBe(200);
    expect((await api.orderOf(order.id, buyer)).payment.state).toBe('held');
  });
});

describe('a second charge for an order', () => {
  it('is refunded once through Stripe, with a timeline entry and audit lines, however often its webhook comes', async () => {
    const { buyer, order, session } = await api.paidOrder({ price: 100 });
    const stray = stripe.connect.pay(await api.strayCheckout(order.id, 10_500));
    const delivered = await Promise.all([
      api.webhook('checkout.session.completed', stray, `evt_second_${order.id}`),
      api.webhook('checkout.session.completed', stray, `evt_second_${order.id}`),
      api.webhook('checkout.session.completed', stray, `evt_second_again_${order.id}`),
    ]);
    expect(delivered.map((each) => each.statusCode)).toEqual([200, 200, 200]);
    await eventually(async () => refundsOf(stray.payment_intent).length > 0, 'the refund');
    await eventually(
      async () => (await auditOf(order.id)).includes('order.second_charge_refunded'),
      'the refund recorded',
    );
    // Replayed once more after the refund: nothing moves again.
    await api.webhook('checkout.session.completed', stray, `evt_second_late_${order.id}`);
    await app.services.secondCharges.refund(String(stray.payment_intent));

    expect(refundsOf(stray.payment_intent)).toMatchObject([{ amount: 10_500 }]);
    expect(refundsOf(session.payment_intent)).toHaveLength(0);
    const keys = posted('/v1/refunds').map((request) => request.idempotencyKey);
    expect(keys).toContain(`order-${order.id}-second-charge-${String(stray.payment_intent)}-0`);
    const paid = await api.orderOf(order.id, buyer);
    expect(paid.payment).toMatchObject({ state: 'held', amount: 105 });
    const refunded = (await db.timeline(order.id)).filter((e) => e.kind === 'payment_refunded');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.note).toBe('$105 (a second payment for this order, refunded)');
    const actions = await auditOf(order.id);
    expect(actions.filter((action) => action === 'order.second_charge')).toHaveLength(1);
    expect(actions.filter((action) => action === 'order.second_charge_refunded')).toHaveLength(1);
  }, 30_000);

  it("shows in the admin's Payment problems while its refund fails, until a retry refunds it", async () => {
    const { buyer, order } = await api.paidOrder({ price: 40 });
    const admin = await member(app, { admin: true });
    stripe.fail({ method: 'POST', path: '/v1/refunds', status: 500 });
    const stray = stripe.connect.pay(await api.strayCheckout(order.id, 4_200));
    expect((await api.webhook('checkout.session.completed', stray)).statusCode).toBe(200);
    const problems = async () =>
      (await api.get(admin, '/api/admin/payment-problems/')).json<PaymentProblem[]>();
    const problem = await eventually(
      async () => (await problems()).find((each) => each.order_id === order.id),
      'the payment problem',
    );
    expect(problem).toMatchObject({
      kind: 'second_charge',
      state: 'held',
      refund_amount: 42,
      release_amount: 0,
    });
    expect(problem.error).toMatch(/temporarily unavailable/);
    expect(refundsOf(stray.payment_intent)).toHaveLength(0);

    stripe.heal();
    const retry = `/api/admin/payment-problems/${order.id}/retry/`;
    expect((await api.post(buyer, retry)).statusCode).toBe(404);
    expect((await api.post(admin, retry)).statusCode).toBe(202);
    await eventually(async () => refundsOf(stray.payment_intent).length === 1, 'the refund');
    await eventually(
      async () => !(await problems()).some((each) => each.order_id === order.id),
      'the problem gone',
    );
    expect(await auditOf(order.id)).toContain('order.payment-retry');
  }, 30_000);
});

describe('one Stripe account per seller', () => {
  it('creates one account when onboarding is started many times at once', async () => {
    const seller = await member(app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post(seller, '/api/payouts/onboard/')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
    const accounts = [...stripe.connect.accounts.values()].filter(
      (account) => (account.metadata as { user_id: string }).user_id === String(seller.id),
    );
    expect(accounts).toHaveLength(1);
    expect((await api.get(seller, '/api/payouts/')).json()).toMatchObject({ status: 'pending' });
  });

  it('makes the account with a new key after Stripe failed to make one', async () => {
    const seller = await member(app);
    stripe.fail({ method: 'POST', path: '/v1/accounts', status: 500, times: 1 });
    expect((await api.post(seller, '/api/payouts/onboard/')).statusCode).toBe(502);
    expect((await api.get(seller, '/api/payouts/')).json()).toMatchObject({ status: 'none' });
    expect((await api.post(seller, '/api/payouts/dashboard/')).statusCode).toBe(409);
    expect((await api.post(seller, '/api/payouts/onboard/')).statusCode).toBe(201);
    const keys = posted('/v1/accounts').map((request) => request.idempotencyKey);
    expect(keys.at(-1)).toBe(`user-${seller.id}-payout-account-1`);
    expect((await api.get(seller, '/api/payouts/')).json()).toMatchObject({ status: 'pending' });
  });
});
