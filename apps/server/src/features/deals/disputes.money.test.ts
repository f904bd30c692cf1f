import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES, DISPUTE_MESSAGES, type EarningsData, type Order } from '@partnerly/shared';
import { adminAuditLog } from '../../db/schema';
import { app, api, db, setUpPayments, stripe } from './payments.harness';

setUpPayments();

describe('a split the two members settle on (decision 106)', () => {
  it('moves the money once, as an admin’s split, when both confirm at once', async () => {
    const { buyer, seller, order } = await api.paidOrder({ price: 1000 });
    const url = (step: string) => `/api/orders/${order.id}/dispute/${step}/`;
    await api.post(buyer, `/api/orders/${order.id}/dispute/`, { reason: 'Half of it came.' });
    expect((await api.post(buyer, url('proposal'), { seller_amount: 550 })).statusCode).toBe(200);

    const confirms = await Promise.all([
      api.post(seller, url('settle'), { seller_amount: 550 }),
      api.post(seller, url('settle'), { seller_amount: 550 }),
    ]);
    expect(confirms.map((each) => each.statusCode).sort()).toEqual([200, 409]);
    const refused = confirms.find((each) => each.statusCode === 409);
    // Refused by the order's conditional UPDATE, or before it when the first had committed.
    expect([DEAL_MESSAGES.wrongState, DISPUTE_MESSAGES.notOpen]).toContain(
      refused?.json<{ detail: string }>().detail,
    );

    const done = await api.settled(order.id, buyer, 'partially_refunded');
    expect(done.state).toBe('completed');
    expect(done.payment.settlement).toMatchObject({ outcome: 'split' });
    expect(api.transfersOf(order.id).map((transfer) => transfer.amount)).toEqual([55000]);
    expect(stripe.connect.refunds.filter((refund) => refund.amount === 45000)).toHaveLength(1);
    const kinds = (await db.timeline(order.id)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'settled')).toHaveLength(1);
    expect(kinds.slice(-3)).toEqual(['settled', 'payment_refunded', 'payment_released']);
    const audit = await app.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `order:${order.id}`));
    expect(audit.filter((row) => row.action === 'order.dispute.settle')).toHaveLength(1);

    // The seller's earnings say who split it.
    const earnings = await api.get(seller, '/api/earnings/');
    expect(
      earnings.json<EarningsData>().orders.find((row) => row.order_id === order.id),
    ).toMatchObject({ to_you: 550, refunded: 450, split: true, split_agreed: true });

    // Settled: a late confirmation or withdrawal finds no dispute, and no money moves again.
    expect((await api.post(seller, url('settle'), { seller_amount: 550 })).statusCode).toBe(409);
    expect((await api.post(buyer, url('withdraw'))).statusCode).toBe(409);
    expect(api.transfersOf(order.id)).toHaveLength(1);
  });

  it('says the payment is frozen to the order while disputed, and pays nothing on withdrawal', async () => {
    const { buyer, seller, order } = await api.paidOrder({ price: 300 });
    await api.post(seller, `/api/orders/${order.id}/dispute/`, { reason: 'No brief arrived.' });
    const back = await api.post(seller, `/api/orders/${order.id}/dispute/withdraw/`);
    expect(back.json<Order>().state).toBe('active');
    expect((await api.orderOf(order.id, buyer)).payment.state).toBe('held');
    expect(api.transfersOf(order.id)).toHaveLength(0);
  });
});
