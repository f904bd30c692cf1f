import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEAL_MESSAGES, PAYMENT_REMINDER_HOURS, UNPAID_CANCEL_DAYS } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { member, stored } from './deals.fixtures';
import { DAY_MS, HOUR_MS } from './order-steps';
import { paymentWaitApi } from './payment-wait.fixtures';
import { paymentsRepository } from './payments.repository';

let app: FastifyInstance;
let api: ReturnType<typeof paymentWaitApi>;
let db: ReturnType<typeof stored>;

beforeAll(async () => {
  app = await createTestApp();
  api = paymentWaitApi(app);
  db = stored(app);
});
afterAll(async () => {
  await app.close();
});

describe('payment before work (issue 53, decision 092)', () => {
  it('keeps an accepted order waiting for its payment: no delivery or dispute until paid', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller, { price: 300 });
    expect(order.state).toBe('awaiting_payment');
    expect(order.payment).toMatchObject({ state: 'unpaid', payable: true, why_not: null });

    for (const [who, url, body] of [
      [seller, 'deliver', { note: 'Early', links: [] }],
      [buyer, 'dispute', { reason: 'Nothing yet' }],
    ] as const) {
      const refused = await api.post(who, `/api/orders/${order.id}/${url}/`, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ detail: DEAL_MESSAGES.wrongState });
    }
    expect(await db.order(order.id)).toMatchObject({
      state: 'awaiting_payment',
      deliveredAt: null,
    });
    expect((await db.timeline(order.id)).map((event) => event.kind)).toEqual(['created']);

    const paid = await api.pay(buyer, order.id);
    expect(paid.statusCode).toBe(200);
    expect((await api.orderOf(seller, order.id)).state).toBe('active');
    expect((await db.timeline(order.id)).map((event) => event.kind)).toEqual(['created', 'paid']);
    expect((await api.deliver(seller, order.id)).statusCode).toBe(200);
  });

  it('lets either side cancel a waiting order by agreement', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller);
    const asked = await api.post(buyer, `/api/orders/${order.id}/cancel/`, {
      reason: 'Changed plans',
    });
    expect(asked.statusCode).toBe(200);
    const agreed = await api.post(seller, `/api/orders/${order.id}/cancel/`, { reason: '' });
    expect(agreed.json()).toMatchObject({ state: 'cancelled' });
  });

  it('starts an order of a seller without payouts as today, unpaid and under way', async () => {
    const seller = await member(app);
    const buyer = await member(app);
    const order = await api.order(buyer, seller);
    expect(order.state).toBe('active');
    expect(order.payment).toMatchObject({ why_not: 'seller_payouts_not_set_up', payable: false });
    expect(await db.jobsNamed('deals.payment-expiry')).not.toContainEqual(
      expect.objectContaining({ payload: { orderId: order.id } }),
    );
    expect((await api.deliver(seller, order.id)).statusCode).toBe(200);
  });

  it('queues the reminders after 24 and 72 hours and the expiry after the wait', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller);
    const created = Date.parse(order.created_at);
    const mine = (rows: { payload: unknown; runAt: Date }[]) =>
      rows
        .filter((row) => (row.payload as { orderId: number }).orderId === order.id)
        .map((row) => row.runAt.getTime() - created);
    const reminders = mine(await db.jobsNamed('deals.reminder')).filter((ms) => ms < 4 * DAY_MS);
    expect(reminders.sort((a, b) => a - b)).toEqual(
      PAYMENT_REMINDER_HOURS.map((hours) => hours * HOUR_MS),
    );
    expect(mine(await db.jobsNamed('deals.payment-expiry'))).toEqual([UNPAID_CANCEL_DAYS * DAY_MS]);
  });

  it('cancels an order still unpaid when the wait is over, with no penalty (moved clock)', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller);
    const wait = app.services.paymentWait;
    // Early (a job run before its time, or a clock behind): nothing happens.
    await withClockAhead((UNPAID_CANCEL_DAYS - 1) * DAY_MS, () => wait.expire(order.id));
    expect((await db.order(order.id))?.state).toBe('awaiting_payment');

    await withClockAhead(UNPAID_CANCEL_DAYS * DAY_MS + 60_000, () =>
      eventually(async () => (await db.order(order.id))?.state === 'cancelled', 'the expiry job'),
    );
    const last = (await db.timeline(order.id)).at(-1);
    expect(last).toMatchObject({ kind: 'cancelled', byId: null });
    expect(last?.note).toMatch(/no penalty/);
    const seen = await api.orderOf(buyer, order.id);
    expect(seen.payment).toMatchObject({ state: 'unpaid', payable: false });
    // Run again (a retry, the other instance): one cancellation.
    await withClockAhead(UNPAID_CANCEL_DAYS * DAY_MS + 60_000, () => wait.expire(order.id));
    expect((await db.timeline(order.id)).filter((e) => e.kind === 'cancelled')).toHaveLength(1);
  });

  it('leaves a paid order alone when its expiry comes', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller);
    await api.pay(buyer, order.id);
    await withClockAhead(UNPAID_CANCEL_DAYS * DAY_MS + 60_000, () =>
      app.services.paymentWait.expire(order.id),
    );
    expect((await db.order(order.id))?.state).toBe('active');
  });

  it('of a payment and the expiry at the same moment, exactly one wins', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller);
    expect((await api.post(buyer, `/api/orders/${order.id}/pay/`)).statusCode).toBe(201);
    const user = await app.services.users.findById(buyer.id);
    if (!user) throw new Error('no buyer');
    // The service, not the route: the member's access token would not outlive the moved clock.
    await withClockAhead(UNPAID_CANCEL_DAYS * DAY_MS + 60_000, () =>
      Promise.all([
        app.services.paymentWait.expire(order.id),
        app.services.orderPayments.completeTestPayment(user, order.id),
      ]),
    );
    const state = (await db.order(order.id))?.state;
    // Paid first: under way. Cancelled first: the late payment is refunded in full.
    if (state === 'cancelled') {
      // The refund's job was queued at the moved time.
      await withClockAhead(UNPAID_CANCEL_DAYS * DAY_MS + 120_000, () =>
        eventually(
          async () =>
            (await paymentsRepository(app.database.db).payment(order.id))?.state === 'refunded',
          'the refund of a payment after the expiry',
        ),
      );
    } else {
      expect(state).toBe('active');
    }
  });

  it('refunds a payment made after the expiry cancelled the order', async () => {
    const seller = await api.payableSeller();
    const buyer = await member(app);
    const order = await api.order(buyer, seller);
    expect((await api.post(buyer, `/api/orders/${order.id}/pay/`)).statusCode).toBe(201);
    await withClockAhead(UNPAID_CANCEL_DAYS * DAY_MS + 60_000, () =>
      app.services.paymentWait.expire(order.id),
    );
    expect((await api.post(buyer, `/api/orders/${order.id}/pay/test/`)).statusCode).toBe(200);
    expect((await db.order(order.id))?.state).toBe('cancelled');
    await eventually(
      async () => (await api.orderOf(buyer, order.id)).payment.state === 'refunded',
      'the refund',
    );
  });
});

describe('the wait as a setting', () => {
  it('cancels after UNPAID_ORDER_CANCEL_DAYS', async () => {
    const short = await createTestApp({
      dealPayments: { connect: false, feePercent: 5, unpaidCancelDays: 2 },
    });
    try {
      const shortApi = paymentWaitApi(short);
      const seller = await shortApi.payableSeller();
      const buyer = await member(short);
      const order = await shortApi.order(buyer, seller);
      const [job] = (await stored(short).jobsNamed('deals.payment-expiry')).filter(
        (row) => (row.payload as { orderId: number }).orderId === order.id,
      );
      expect((job?.runAt.getTime() ?? 0) - Date.parse(order.created_at)).toBe(2 * DAY_MS);
    } finally {
      await short.close();
    }
  });
});
