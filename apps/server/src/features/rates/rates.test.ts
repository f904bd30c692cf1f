import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OfferInput, RatesData } from '@partnerly/shared';
import { socials } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { member, type Member } from '../deals/deals.fixtures';
import { reviewsApi } from '../reviews/reviews.fixtures';

/** Issue 48 point 6: rates from completed deals of sellers of the same reach. */

let app: FastifyInstance;
let api: ReturnType<typeof reviewsApi>;

beforeAll(async () => {
  app = await createTestApp();
  api = reviewsApi(app);
});
afterAll(async () => {
  await app.close();
});

/** Each test's own kind of work, so the tests' deals never mix. */
let kinds = 0;
const newKind = () => `Reel ${(kinds += 1)}`;

/** A seller with `followers` verified followers on Instagram (`source` null: no longer vouched). */
async function seller(followers: number, source: string | null = 'admin'): Promise<Member> {
  const created = await member(app);
  await app.database.db.insert(socials).values({
    userId: created.id,
    platform: 'Instagram',
    link: `https://www.instagram.com/${created.username}`,
    followers,
    source,
  });
  return created;
}

/** A completed order of `quantity` pieces of `what` on Instagram at `price`. */
async function sold(
  from: Member,
  what: string,
  price: number,
  quantity = 1,
  more: Partial<OfferInput> = {},
) {
  const buyer = await member(app);
  const order = await api.order(buyer, from, {
    price,
    deliverables: [{ platform: 'Instagram', what, quantity }],
    ...more,
  });
  await api.deliver(from, order.id);
  const approved = await api.post(buyer, `/api/orders/${order.id}/approve/`);
  expect(approved.statusCode).toBe(200);
  return order;
}

const ratesOf = async (who: Member, query: string) => {
  const response = await api.get(who, `/api/rates/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RatesData>();
};

describe('GET api/rates/', () => {
  it('tells nothing of the prices until five different sellers back them', async () => {
    const what = newKind();
    const asker = await member(app);
    const four = await Promise.all([12_000, 20_000, 30_000, 49_000].map((count) => seller(count)));
    // Many deals, but from four sellers: a member could work out one seller's price.
    for (const [index, each] of four.entries()) {
      await sold(each, what, 100 + index * 100);
      await sold(each, what, 150 + index * 100);
    }
    const query = `platform=Instagram&what=${encodeURIComponent(what)}&followers=15000`;
    expect(await ratesOf(asker, query)).toEqual({ deals: 8, low: null, median: null, high: null });

    await sold(await seller(40_000), what, 500);
    // Nine pieces: 100, 150, 200, 250, 300, 350, 400, 450, 500.
    expect(await ratesOf(asker, query)).toEqual({ deals: 9, low: 200, median: 300, high: 400 });
    // The kind is matched whatever its case; another band or platform has none.
    expect(await ratesOf(asker, query.replace(what, what.toUpperCase()))).toMatchObject({
      deals: 9,
      median: 300,
    });
    expect(
      await ratesOf(asker, `platform=Instagram&what=${encodeURIComponent(what)}&followers=50000`),
    ).toEqual({ deals: 0, low: null, median: null, high: null });
    expect(
      await ratesOf(asker, `platform=Tiktok&what=${encodeURIComponent(what)}&followers=15000`),
    ).toEqual({
      deals: 0,
      low: null,
      median: null,
      high: null,
    });
  });

  it('prices each piece, and leaves out orders not completed, of several lines or unvouched sellers', async () => {
    const what = newKind();
    const asker = await member(app);
    const sellers = await Promise.all([1, 2, 3, 4, 5].map((n) => seller(n * 1000)));
    // Two reels for $400: $200 each.
    for (const each of sellers) await sold(each, what, 400, 2);
    const open = await seller(2000);
    const buyer = await member(app);
    await api.order(buyer, open, {
      price: 9000,
      deliverables: [{ platform: 'Instagram', what, quantity: 1 }],
    });
    await sold(open, what, 9000, 1, {
      deliverables: [
        { platform: 'Instagram', what, quantity: 1 },
        { platform: 'Instagram', what: 'Story', quantity: 1 },
      ],
    });
    await sold(await seller(3000, null), what, 9000);

    expect(
      await ratesOf(asker, `platform=Instagram&what=${encodeURIComponent(what)}&followers=0`),
    ).toEqual({
      deals: 5,
      low: 200,
      median: 200,
      high: 200,
    });
    // Without a kind, every one-line Instagram deal of the band counts: these and earlier tests'.
    const any = await ratesOf(asker, 'platform=Instagram&followers=0');
    expect(any.deals).toBeGreaterThanOrEqual(5);
  });

  it('keeps the bands apart at their edges, and answers any signed-in member whatever the plan', async () => {
    const what = newKind();
    // Five sellers just under a million and five at a million: two bands, two sets of prices.
    for (const [index, followers] of [999_999, 999_999, 250_000, 400_000, 600_000].entries()) {
      await sold(await seller(followers), what, 100 * (index + 1));
    }
    for (const index of [1, 2, 3, 4, 5]) {
      await sold(await seller(1_000_000 * index), what, 1000 * index);
    }
    const explorer = await member(app, { paid: false });
    const of = (followers: number) =>
      ratesOf(
        explorer,
        `platform=Instagram&what=${encodeURIComponent(what)}&followers=${followers}`,
      );
    expect(await of(250_000)).toEqual({ deals: 5, low: 200, median: 300, high: 400 });
    expect(await of(999_999)).toEqual({ deals: 5, low: 200, median: 300, high: 400 });
    expect(await of(1_000_000)).toEqual({ deals: 5, low: 2000, median: 3000, high: 4000 });
    expect(await of(249_999)).toEqual({ deals: 0, low: null, median: null, high: null });
  });

  it('refuses bad input with 400 and the fields, and asks to sign in', async () => {
    const asker = await member(app);
    const bad = await api.get(asker, '/api/rates/?platform=Myspace&followers=-1&what=%00');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['followers', 'platform', 'what']);
    const missing = await api.get(asker, '/api/rates/?platform=Instagram');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['followers']);
    const extra = await api.get(asker, '/api/rates/?platform=Instagram&followers=1&seller=x');
    expect(extra.statusCode).toBe(400);
    const visitor = await app.inject({
      method: 'GET',
      url: '/api/rates/?platform=Instagram&followers=1',
    });
    expect(visitor.statusCode).toBe(401);
  });
});
