import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { pdfText } from '../../test/read-pdf';
import { member } from '../deals/deals.fixtures';
import { earningsApi } from './earnings.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof earningsApi>;

beforeAll(async () => {
  app = await createTestApp();
  api = earningsApi(app);
});
afterAll(async () => {
  await app.close();
});

interface ExportedOrder {
  id: number;
  payment: { settlement: object | null } | null;
  settled: string | null;
}
const exportedOrder = async (who: Parameters<typeof api.get>[0], id: number) =>
  (await api.get(who, '/api/export/'))
    .json<{ orders: ExportedOrder[] }>()
    .orders.find((order) => order.id === id);

describe('a split or a refund in amounts, everywhere (issue 53, point 3)', () => {
  it('states what moved where after an admin split: order, timeline, agreement, export', async () => {
    const seller = await api.seller();
    const buyer = await member(app);
    const placed = await api.paidOrder(buyer, seller, 900);
    const order = await api.split(buyer, placed.id, 450);

    const settlement = {
      outcome: 'split',
      to_seller: 450,
      to_buyer: 450,
      fee_kept: 45,
      released_at: expect.any(String),
      refunded_at: expect.any(String),
    };
    expect(order.payment).toMatchObject({ total: 945, settlement });
    expect((await api.orderOf(seller, placed.id)).payment.settlement).toMatchObject(settlement);
    const moved = order.timeline
      .filter((entry) => entry.kind.startsWith('payment_'))
      .map((entry) => [entry.kind, entry.note]);
    expect(moved).toEqual([
      ['payment_refunded', '$450 (test payment, no real money)'],
      ['payment_released', '$450 (test payment, no real money)'],
    ]);

    const pdf = await pdfText(
      (await api.get(buyer, `/api/orders/${placed.id}/agreement.pdf`)).rawPayload,
    );
    expect(pdf).toContain(
      `Settled: $450 to @${seller.username}, $450 refunded to @${buyer.username}; Partnerly kept its $45 fee.`,
    );

    const forBuyer = await exportedOrder(buyer, placed.id);
    expect(forBuyer?.settled).toBe(`$450 to ${seller.username}, $450 refunded to you`);
    expect(forBuyer?.payment?.settlement).toMatchObject({ outcome: 'split', to_seller: 450 });
    const forSeller = await exportedOrder(seller, placed.id);
    expect(forSeller?.settled).toBe(`$450 on its way to you, $450 refunded to ${buyer.username}`);
  });

  it('states a full refund, fee included, after a cancel', async () => {
    const seller = await api.seller();
    const buyer = await member(app);
    const placed = await api.paidOrder(buyer, seller, 200);
    await api.post(buyer, `/api/orders/${placed.id}/cancel/`, {});
    await api.post(seller, `/api/orders/${placed.id}/cancel/`, {});
    const order = await api.settled(buyer, placed.id, 'refunded');
    expect(order.payment.settlement).toMatchObject({
      outcome: 'refunded',
      to_seller: 0,
      to_buyer: 210,
      fee_kept: 0,
      released_at: null,
    });
    expect((await exportedOrder(buyer, placed.id))?.settled).toBe('$210 refunded to you');
    const earnings = await api.earnings(seller);
    expect(earnings.orders[0]).toMatchObject({ status: 'refunded', to_you: 0, refunded: 210 });
  });

  it('says nothing moved while the money is held or the order unpaid', async () => {
    const seller = await api.seller();
    const buyer = await member(app);
    const held = await api.paidOrder(buyer, seller, 300);
    expect((await api.orderOf(buyer, held.id)).payment.settlement).toBeNull();
    const unpaid = await api.order(buyer, seller, { price: 100 });
    expect(unpaid.payment.settlement).toBeNull();
    expect((await exportedOrder(buyer, held.id))?.settled).toBeNull();
  });
});
