import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AUTO_APPROVAL_DAYS,
  PAYMENT_MESSAGES,
  type Order,
  type PaymentProblem,
} from '@partnerly/shared';

import { adminAuditLog, orderPayments } from '../../db/schema';
import { NEW_ACCOUNT_REQUIREMENTS } from '../../test/fake-stripe-connect';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { member } from './deals.fixtures';
import { app, api, db, setUpPayments, stripe } from './payments.harness';

setUpPayments();

const DAY = 24 * 60 * 60_000;
const paymentOf = async (orderId: number) =>
  (await app.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)))[0];
const kindsOf = async (orderId: number) => (await db.timeline(orderId)).map((entry) => entry.kind);
const auditOf = (orderId: number) =>
  app.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, `order:${orderId}`));

describe('getting paid', () => {
  it('onboards an Express account, reads its requirements, and opens its dashboard', async () => {
    const seller = await member(app);
    expect((await api.get(seller, '/api/payouts/')).json()).toEqual({
      status: 'none',
      requirements: [],
      test: false,
      enabled: true,
    });
    const onboard = await api.post(seller, '/api/payouts/onboard/');
    expect(onboard.statusCode).toBe(201);
    expect(onboard.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts');
    expect(created.at(-1)?.params.get('type')).toBe('express');
    const link = stripe.requests.filter((r) => r.path === '/v1/account_links').at(-1);
    expect(link?.params.get('type')).toBe('account_onboarding');
    expect(link?.params.get('return_url')).toBe('http://localhost:3000/settings?tab=payments');
    expect((await api.get(seller, '/api/payouts/')).json()).toMatchObject({
      status: 'pending',
      requirements: NEW_ACCOUNT_REQUIREMENTS,
    });
    // "Continue" reuses the account.
    expect((await api.post(seller, '/api/payouts/onboard/')).statusCode).toBe(201);
    const accounts = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/accounts',
    );
    expect(accounts.length).toBe(created.length);
    const dashboard = await api.post(seller, '/api/payouts/dashboard/');
    expect(dashboard.statusCode).toBe(201);
    expect(dashboard.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/express\//);
  });

  it('refuses an Explorer (403) and answers the dashboard before onboarding with 409', async () => {
    const explorer = await member(app, { paid: false });
    expect((await api.get(explorer, '/api/payouts/')).statusCode).toBe(403);
    expect((await api.post(explorer, '/api/payouts/onboard/')).statusCode).toBe(403);
    const fresh = await member(app);
    const dashboard = await api.post(fresh, '/api/payouts/dashboard/');
    expect(dashboard.statusCode).toBe(409);
    expect(dashboard.json()).toEqual({ detail: PAYMENT_MESSAGES.noAccount });
  });

  it('keeps the newest account state when account.updated events arrive out of order or twice', async () => {
    const seller = await api.payableSeller();
    const account = stripe.connect.accounts.get(seller.account) ?? {};
    const stale = { ...account, charges_enabled: false, requirements: { currently_due: ['x'] } };
    expect((await api.webhook('account.updated', stale, 'evt_stale_1')).statusCode).toBe(200);
    expect((await api.get(seller, '/api/payouts/')).json().status).toBe('active');
    // Stripe holds the account restricted now: a replay of an old id changes nothing.
    stripe.connect.setAccount(seller.account, { payouts_enabled: false });
    expect((await api.webhook('account.updated', stale, 'evt_stale_1')).statusCode).toBe(200);
    expect((await api.webhook('account.updated', stale, 'evt_new_2')).statusCode).toBe(200);
    expect((await api.get(seller, '/api/payouts/')).json().status).toBe('restricted');
  });

  it('refuses a webhook with a bad signature', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: JSON.stringify({ id: 'evt_x', type: 'account.updated', data: { object: {} } }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('paying an order', () => {
  it('pays, holds, and releases the price to the seller from the charge once approved', async () => {
    const { buyer, seller, order, session } = await api.paidOrder({ price: 1200 });
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(created?.params.get('mode')).toBe('payment');
    expect(created?.params.get('line_items[0][price_data][unit_amount]')).toBe('126000');
    expect(created?.params.get('metadata[order_id]')).toBe(String(order.id));
    expect(created?.params.get('payment_intent_data[transfer_group]')).toBe(`order-${order.id}`);
    const held = await api.orderOf(order.id, seller);
    expect(held.payment).toMatchObject({ state: 'held', amount: 1260, fee: 60, test: false });
    expect(held.payment.paid_at).not.toBeNull();
    // Paid once: a second Pay is refused, a replayed webhook changes nothing.
    const again = await api.post(buyer, `/api/orders/${order.id}/pay/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: PAYMENT_MESSAGES.alreadyPaid });
    await api.webhook('checkout.session.completed', session);
    expect((await kindsOf(order.id)).filter((kind) => kind === 'paid')).toHaveLength(1);

    await api.deliver(seller, order.id);
    expect((await api.post(buyer, `/api/orders/${order.id}/approve/`)).statusCode).toBe(200);
    const released = await api.settled(order.id, buyer, 'released');
    expect(released.payment.released_at).not.toBeNull();
    const transfers = api.transfersOf(order.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: 120000, destination: seller.account });
    const charge = stripe.connect.chargeOf(String(transfers[0]?.source_transaction));
    expect(charge?.amount).toBe(126000);
    expect(await kindsOf(order.id)).toEqual([
      'created',
      'paid',
      'delivered',
      'approved',
      'payment_released',
    ]);
    const audit = (await auditOf(order.id)).map((row) => [row.adminName, row.action]);
    expect(audit).toEqual([
      ['Partnerly', 'order.paid'],
      ['Partnerly', 'order.payment_released'],
    ]);
    // The job run again moves nothing.
    await app.services.paymentSettlements.settle(order.id);
    expect(api.transfersOf(order.id)).toHaveLength(1);
  });

  it('releases on the auto-approval, three days after an unanswered delivery (moved clock)', async () => {
    const { seller, order } = await api.paidOrder({ price: 500 });
    await api.deliver(seller, order.id);
    const deliveredAt = (await db.order(order.id))?.deliveredAt?.toISOString() ?? '';
    await withClockAhead(AUTO_APPROVAL_DAYS * DAY + 60_000, async () => {
      await app.services.orderTimers.autoApprove(order.id, deliveredAt);
      // Tokens run out in a moved clock: the payment is read from the database.
      await eventually(async () => (await paymentOf(order.id))?.state === 'released', 'release');
    });
    expect(api.transfersOf(order.id).map((t) => t.amount)).toEqual([50000]);
    expect((await kindsOf(order.id)).slice(-2)).toEqual(['auto_approved', 'payment_released']);
  });

  it('answers Pay with 404 to a stranger, 409 to the seller, to an unpayable seller and when closed', async () => {
    const { buyer, seller, order } = await api.paidOrder();
    const stranger = await member(app);
    expect((await api.post(stranger, `/api/orders/${order.id}/pay/`)).statusCode).toBe(404);
    expect((await api.post(seller, `/api/orders/${order.id}/pay/`)).statusCode).toBe(409);
    expect((await api.post(buyer, '/api/orders/0/pay/')).statusCode).toBe(400);
    const unready = await member(app);
    const unpaid = await api.order(buyer, unready);
    expect(unpaid.payment).toMatchObject({ state: 'unpaid', payable: false });
    const refused = await api.post(buyer, `/api/orders/${unpaid.id}/pay/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: PAYMENT_MESSAGES.sellerNotPayable });
    const explorer = await member(app, { paid: false });
    // Paying is buying, on any plan: another member's order is still a 404.
    expect((await api.post(explorer, `/api/orders/${order.id}/pay/`)).statusCode).toBe(404);
  });

  it('gives a second Pay the open checkout of the order, and refuses one already paid', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const placed = await api.order(buyer, seller, { price: 90 });
    const sessionOf = async () =>
      /cs_test_\w+/.exec(
        (await api.post(buyer, `/api/orders/${placed.id}/pay/`)).json().url,
      )?.[0] ?? '';
    const first = await sessionOf();
    // Another tab: the same session, so there is one page to pay (decision 081).
    expect(await sessionOf()).toBe(first);
    // Paid on Stripe's page, its webhook still on the way: no other session.
    stripe.connect.pay(first);
    const third = await api.post(buyer, `/api/orders/${placed.id}/pay/`);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ detail: PAYMENT_MESSAGES.alreadyPaid });
  });

  it('refunds a cancelled paid order in full, once', async () => {
    const { buyer, seller, order } = await api.paidOrder({ price: 300 });
    await api.post(seller, `/api/orders/${order.id}/cancel/`, {});
    expect((await api.post(buyer, `/api/orders/${order.id}/cancel/`, {})).statusCode).toBe(200);
    await api.settled(order.id, buyer, 'refunded');
    const refunds = stripe.connect.refunds.filter((r) => r.amount === 31500);
    expect(refunds).toHaveLength(1);
    expect(api.transfersOf(order.id)).toHaveLength(0);
    expect((await kindsOf(order.id)).at(-1)).toBe('payment_refunded');
  });

  it('settles a payment whose webhook arrives after the order was cancelled', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const placed = await api.order(buyer, seller, { price: 100 });
    const pay = await api.post(buyer, `/api/orders/${placed.id}/pay/`);
    const sessionId = /cs_test_\w+/.exec(pay.json().url)?.[0] ?? '';
    await api.post(seller, `/api/orders/${placed.id}/cancel/`, {});
    await api.post(buyer, `/api/orders/${placed.id}/cancel/`, {});
    const session = stripe.connect.pay(sessionId);
    expect((await api.webhook('checkout.session.completed', session)).statusCode).toBe(200);
    await api.settled(placed.id, buyer, 'refunded');
  });
});

describe('disputes and failures', () => {
  it('splits a disputed payment as the admin enters it: part refunded, the rest released', async () => {
    const { buyer, seller, order } = await api.paidOrder({ price: 1000 });
    const admin = await member(app, { admin: true });
    await api.post(buyer, `/api/orders/${order.id}/dispute/`, { reason: 'Half of it came.' });
    const resolve = (body: object) =>
      api.post(admin, `/api/admin/orders/${order.id}/resolve/`, body);
    const missing = await resolve({ outcome: 'split', note: 'Half each.' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['refund_amount']);
    const tooMuch = await resolve({ outcome: 'split', note: 'x', refund_amount: 1000 });
    expect(tooMuch.json()).toEqual({ refund_amount: [PAYMENT_MESSAGES.splitTooLarge] });
    expect((await api.orderOf(order.id, buyer)).state).toBe('disputed');
    const done = await resolve({ outcome: 'split', note: 'Half each.', refund_amount: 400 });
    expect(done.statusCode).toBe(200);
    expect(done.json<Order>().state).toBe('completed');
    await api.settled(order.id, seller, 'partially_refunded');
    expect(api.transfersOf(order.id).map((t) => t.amount)).toEqual([60000]);
    expect(stripe.connect.refunds.at(-1)?.amount).toBe(40000);
    const kinds = await kindsOf(order.id);
    expect(kinds.slice(-3)).toEqual(['resolved', 'payment_refunded', 'payment_released']);
  });

  it('retries after Stripe 500s, lists what keeps failing for the admin, and transfers once', async () => {
    const { buyer, seller, order } = await api.paidOrder({ price: 200 });
    const admin = await member(app, { admin: true });
    // The first transfer is made but its answer is lost; the next try fails outright.
    stripe.fail({
      method: 'POST',
      path: '/v1/transfers',
      status: 500,
      times: 1,
      afterEffect: true,
    });
    stripe.fail({ method: 'GET', path: '/v1/transfers', status: 500, times: 1 });
    await api.deliver(seller, order.id);
    await api.post(buyer, `/api/orders/${order.id}/approve/`);
    const problem = await eventually(async () => {
      const list = (await api.get(admin, '/api/admin/payment-problems/')).json<PaymentProblem[]>();
      return list.find((each) => each.order_id === order.id);
    }, 'the payment problem');
    expect(problem).toMatchObject({ release_amount: 200, refund_amount: 0, state: 'held' });
    // "Try again now": queued at once and audited; nobody else may, and only for a problem.
    const retryUrl = `/api/admin/payment-problems/${order.id}/retry/`;
    expect((await api.post(buyer, retryUrl)).statusCode).toBe(404);
    expect((await api.post(admin, retryUrl)).statusCode).toBe(202);
    expect((await auditOf(order.id)).map((row) => row.action)).toContain('order.payment-retry');
    await api.settled(order.id, buyer, 'released');
    expect(api.transfersOf(order.id)).toHaveLength(1);
    const list = (await api.get(admin, '/api/admin/payment-problems/')).json<PaymentProblem[]>();
    expect(list.some((each) => each.order_id === order.id)).toBe(false);
    expect((await kindsOf(order.id)).filter((k) => k === 'payment_released')).toHaveLength(1);
    expect((await api.get(buyer, '/api/admin/payment-problems/')).statusCode).toBe(404);
    expect((await api.post(admin, retryUrl)).statusCode).toBe(404);
  }, 30_000);

  it('transfers once when two runs of the release job race', async () => {
    const { buyer, seller, order } = await api.paidOrder({ price: 150 });
    // The worker's own run is held back by a fault; two direct runs race meanwhile.
    stripe.fail({ method: 'GET', path: '/v1/transfers', status: 500, times: 1 });
    await api.deliver(seller, order.id);
    await api.post(buyer, `/api/orders/${order.id}/approve/`);
    const settle = () => app.services.paymentSettlements.settle(order.id).catch(() => undefined);
    await Promise.all([settle(), settle()]);
    await api.settled(order.id, buyer, 'released');
    expect(api.transfersOf(order.id)).toHaveLength(1);
    expect((await kindsOf(order.id)).filter((k) => k === 'payment_released')).toHaveLength(1);
  }, 30_000);
});
