import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PAYOUT_TIMING, addBusinessDays, type EarningsData } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { bearer, login } from '../../test/factories';
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

const DAY_MS = 24 * 60 * 60_000;

describe('GET api/earnings/', () => {
  it('lists the seller’s held, on-its-way and split money with totals and payout timing', async () => {
    const seller = await api.seller();
    const buyer = await member(app);
    const released = await api.paidOrder(buyer, seller, 950, 'Launch reel');
    await api.approved(buyer, seller, released.id);
    const split = await api.paidOrder(buyer, seller, 900, 'Two reels');
    await api.split(buyer, split.id, 450);
    const held = await api.paidOrder(buyer, seller, 1200, 'Summer stories');
    // Unpaid orders are no earnings.
    await api.order(buyer, seller, { price: 300 });

    const earnings = await api.earnings(seller);
    expect(earnings.totals).toEqual({ held: 1200, on_its_way: 1400, released: 0, refunded: 450 });
    expect(earnings.payout_timing).toBe(PAYOUT_TIMING);
    expect(earnings.more).toBe(false);
    expect(earnings.orders.map((each) => [each.order_id, each.status])).toEqual([
      [held.id, 'held'],
      [split.id, 'on_its_way'],
      [released.id, 'on_its_way'],
    ]);
    const [, splitRow, releasedRow] = earnings.orders;
    expect(splitRow).toMatchObject({
      title: 'Two reels',
      buyer: buyer.username,
      price: 900,
      held: 0,
      to_you: 450,
      refunded: 450,
      split: true,
      split_agreed: false,
      test: true,
    });
    const releasedAt = new Date(releasedRow?.released_at ?? '');
    expect(releasedRow).toMatchObject({ to_you: 950, refunded: 0, split: false });
    expect(releasedRow?.arrives_by).toBe(addBusinessDays(releasedAt, 7).toISOString());
    expect(releasedRow?.arrives_from).toBe(addBusinessDays(releasedAt, 2).toISOString());

    const onlyHeld = await api.earnings(seller, '?status=held');
    expect(onlyHeld.orders.map((each) => each.order_id)).toEqual([held.id]);
    expect(onlyHeld.totals).toEqual(earnings.totals);
  });

  it('calls money released once its payout window is over (a moved clock)', async () => {
    const seller = await api.seller();
    const buyer = await member(app);
    const order = await api.paidOrder(buyer, seller, 500);
    await api.approved(buyer, seller, order.id);
    // Seven business days are at most eleven calendar days.
    await withClockAhead(11 * DAY_MS, async () => {
      // The access token of eleven days ago has expired: the seller signs in again.
      const { access } = await login(app, seller.username);
      const later = await api.earnings({ ...seller, headers: bearer(access) });
      expect(later.orders[0]).toMatchObject({ order_id: order.id, status: 'released' });
      expect(later.totals).toMatchObject({ released: 500, on_its_way: 0 });
    });
  });

  it('shows a member only the orders they sell: never the buyer’s or another member’s', async () => {
    const seller = await api.seller();
    const buyer = await member(app);
    const stranger = await member(app);
    const order = await api.paidOrder(buyer, seller, 700);
    expect((await api.earnings(seller)).orders.map((each) => each.order_id)).toEqual([order.id]);
    const empty: EarningsData = {
      totals: { held: 0, on_its_way: 0, released: 0, refunded: 0 },
      orders: [],
      more: false,
      payout_timing: PAYOUT_TIMING,
    };
    expect(await api.earnings(buyer)).toEqual(empty);
    expect(await api.earnings(stranger)).toEqual(empty);
  });

  it('answers a seller on any plan, and nobody signed out', async () => {
    const free = await member(app, { paid: false });
    expect((await api.get(free, '/api/earnings/')).statusCode).toBe(200);
    const signedOut = await app.inject({ method: 'GET', url: '/api/earnings/' });
    expect(signedOut.statusCode).toBe(401);
    // The path without its trailing slash is the same route.
    expect((await api.get(free, '/api/earnings')).statusCode).toBe(200);
  });

  it('refuses an unknown status with 400 and the field', async () => {
    const seller = await member(app);
    const response = await api.get(seller, '/api/earnings/?status=paid');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<Record<string, string[]>>())).toEqual(['status']);
  });
});
