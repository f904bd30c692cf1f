import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { utcDate, type Order, type ResultsData } from '@partnerly/shared';
import { orders, subscriptions, users } from '../../db/schema';
import { campaignsApi } from '../campaigns/campaigns.fixtures';
import { member, type Member } from '../deals/deals.fixtures';
import { api, app, setUpProof } from '../proof/proof.harness';
import { RESULTS_CSV_PER_HOUR } from './results.routes';
import { brandWithTwoCampaigns, splitOrder } from './results.fixtures';

setUpProof();

const resultsOf = async (who: Member, query = '') => {
  const answer = await api.get(who, `/api/results/${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ResultsData>();
};

/** What the buyer paid for an order: the price and the fee, in cents. */
const spentCents = (order: Order) => order.price * 100 + Math.round(order.payment.fee * 100);

let scene: Awaited<ReturnType<typeof brandWithTwoCampaigns>>;
beforeAll(async () => {
  scene = await brandWithTwoCampaigns();
}, 120_000);

describe('GET api/results/ (issue 47 point 4)', () => {
  it('gives a brand each order, each campaign and the totals of two campaigns', async () => {
    const { brand, autumn, winter, a1, a2, w1, direct } = scene;
    const results = await resultsOf(brand);

    // Newest first; the order still waiting for payment cost nothing yet and is not there.
    expect(results.orders.map((order) => order.id)).toEqual([direct.id, w1.id, a2.id, a1.id]);
    expect(results.more).toBe(false);
    const first = results.orders.find((order) => order.id === a1.id);
    expect(first).toMatchObject({
      title: 'Serum reel',
      seller: a1.seller,
      campaign: { id: autumn.id, title: 'Autumn serum' },
      state: 'delivered',
      price: 500,
      fee: a1.payment.fee,
      refunded: 0,
      spend: spentCents(a1) / 100,
      posts: 1,
      posts_verified: 1,
      views: 10_000,
      interactions: 1_110,
      cost_per_1000_views: Math.round((spentCents(a1) / 10_000) * 1000) / 100,
      engagement_rate: 0.111,
      test: true,
    });
    expect(first?.delivered_at).toEqual(expect.any(String));
    // A link to another site is a post, never a verified one, and earns no rates.
    expect(results.orders[0]).toMatchObject({
      campaign: null,
      posts: 1,
      posts_verified: 0,
      views: 0,
      cost_per_1000_views: null,
      engagement_rate: null,
    });

    const autumnSpend = spentCents(a1) + spentCents(a2);
    expect(results.campaigns).toEqual([
      expect.objectContaining({
        id: winter.id,
        title: 'Winter coats',
        orders: 1,
        spend: spentCents(w1) / 100,
        views: 20_000,
      }),
      expect.objectContaining({
        id: autumn.id,
        title: 'Autumn serum',
        orders: 2,
        price: 800,
        spend: autumnSpend / 100,
        posts_verified: 2,
        views: 15_000,
        interactions: 1_665,
        cost_per_1000_views: Math.round((autumnSpend / 15_000) * 1000) / 100,
        engagement_rate: 0.111,
      }),
    ]);
    const rated = autumnSpend + spentCents(w1);
    expect(results.totals).toMatchObject({
      orders: 4,
      price: 1_800,
      spend: (rated + spentCents(direct)) / 100,
      posts: 4,
      posts_verified: 3,
      views: 35_000,
      interactions: 3_885,
      // The direct order has no views yet: its spend does not raise the cost of a view.
      cost_per_1000_views: Math.round((rated / 35_000) * 1000) / 100,
      engagement_rate: 0.111,
    });
    // Read once each at delivery today: one point, every post's numbers summed.
    expect(results.series).toEqual([{ day: utcDate(0), views: 35_000, interactions: 3_885 }]);
    expect(results.campaign_choices).toEqual([
      { id: winter.id, title: 'Winter coats' },
      { id: autumn.id, title: 'Autumn serum' },
    ]);
  });

  it('narrows to one of the brand’s campaigns and to the days the orders were placed', async () => {
    const { brand, autumn, a1, a2, w1, direct } = scene;
    const one = await resultsOf(brand, `?campaign=${autumn.id}`);
    expect(one.orders.map((order) => order.id)).toEqual([a2.id, a1.id]);
    expect(one.campaigns.map((campaign) => campaign.id)).toEqual([autumn.id]);
    expect(one.totals).toMatchObject({ orders: 2, views: 15_000 });
    expect(one.series).toEqual([{ day: utcDate(0), views: 15_000, interactions: 1_665 }]);
    // The choices stay every campaign, so the filter can be changed.
    expect(one.campaign_choices).toHaveLength(2);

    // One order placed in March: the days choose it, both ends included.
    await app.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-15T23:30:00Z') })
      .where(eq(orders.id, w1.id));
    const march = await resultsOf(brand, '?from=2026-03-01&to=2026-03-15');
    expect(march.orders.map((order) => order.id)).toEqual([w1.id]);
    expect(march.totals).toMatchObject({ orders: 1, views: 20_000 });
    const since = await resultsOf(brand, `?from=${utcDate(0)}`);
    expect(since.orders.map((order) => order.id)).toEqual([direct.id, a2.id, a1.id]);
    const none = await resultsOf(brand, `?campaign=${autumn.id}&to=2026-03-31`);
    expect(none).toMatchObject({ orders: [], campaigns: [], series: [] });
    expect(none.totals).toMatchObject({ orders: 0, spend: 0, cost_per_1000_views: null });
  });

  it('counts what came back to the brand: a split lowers the spend, the fee stays', async () => {
    const { brand, order } = await splitOrder();
    const [listed] = (await resultsOf(brand)).orders;
    expect(listed).toMatchObject({
      id: order.id,
      state: 'completed',
      price: 900,
      fee: order.payment.fee,
      refunded: 450,
      spend: (spentCents(order) - 45_000) / 100,
      views: 0,
      cost_per_1000_views: null,
    });
  });

  it('refuses bad filters with 400 and the field, on the page and the CSV', async () => {
    const { brand } = scene;
    const cases: [string, string][] = [
      ['?campaign=abc', 'campaign'],
      ['?campaign=-1', 'campaign'],
      ['?campaign=1.5', 'campaign'],
      ['?from=2026-13-01', 'from'],
      ['?from=26-01-01', 'from'],
      ['?to=2026-02-30', 'to'],
      ['?from=2026-05-02&to=2026-05-01', 'to'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['/api/results/', '/api/results.csv']) {
        const answer = await api.get(brand, `${path}${query}`);
        expect(answer.statusCode, `${path}${query}`).toBe(400);
        expect(Object.keys(answer.json<Record<string, string[]>>())).toEqual([field]);
      }
    }
  });

  it('answers 404 for another member’s campaign and leaks none of theirs', async () => {
    const { brand, autumn } = scene;
    const other = await member(app);
    const theirs = await campaignsApi(app).open(other, { title: 'Their launch' });
    for (const path of ['/api/results/', '/api/results.csv']) {
      const foreign = await api.get(brand, `${path}?campaign=${theirs.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Their launch');
      const mine = await api.get(other, `${path}?campaign=${autumn.id}`);
      expect(mine.statusCode).toBe(404);
      expect(mine.body).not.toContain('Autumn serum');
      expect((await api.get(brand, `${path}?campaign=999999`)).statusCode).toBe(404);
    }
  });

  it('shows a seller none of the buyer’s results, and a member on any plan their own', async () => {
    const { sellers } = scene;
    const seller = await resultsOf(sellers[0] as Member);
    expect(seller).toMatchObject({ orders: [], campaigns: [], series: [], campaign_choices: [] });
    expect(seller.totals).toMatchObject({ orders: 0, views: 0, spend: 0 });
    const free = await member(app, { paid: false });
    expect((await api.get(free, '/api/results')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/results/' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/results.csv' })).statusCode).toBe(401);
  });
});

describe('GET api/results.csv', () => {
  it('downloads every order of the filters, one row each', async () => {
    const { brand, autumn, a1 } = scene;
    const answer = await api.get(brand, '/api/results.csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="partnerly-results-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order,Title,Seller,Campaign,State,Ordered,Delivered,Price (USD),Fee (USD),Refunded (USD),' +
        'Spend (USD),Posts,Posts verified,Views,Interactions,Cost per 1000 views (USD),' +
        'Engagement rate,Test money',
    );
    expect(lines).toHaveLength(5);
    const row = lines.find((line) => line.includes('Serum reel'));
    expect(row).toContain(',Autumn serum,delivered,');
    expect(row).toContain(`,500.00,${a1.payment.fee.toFixed(2)},0.00,`);
    expect(row).toContain(',1,1,10000,1110,');
    expect(row?.endsWith(',0.111,yes')).toBe(true);

    const one = await api.get(brand, `/api/results.csv?campaign=${autumn.id}`);
    expect(one.body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('spends a budget of its own per member', async () => {
    const buyer = await member(app);
    for (let call = 0; call < RESULTS_CSV_PER_HOUR; call += 1) {
      expect((await api.get(buyer, '/api/results.csv')).statusCode).toBe(200);
    }
    const over = await api.get(buyer, '/api/results.csv');
    expect(over.statusCode).toBe(429);
    // The page itself is not counted against it.
    expect((await api.get(buyer, '/api/results/')).statusCode).toBe(200);
  });
});

describe('GET api/export/', () => {
  it('holds the buyer’s results', async () => {
    const { brand, a1 } = scene;
    const data = (await api.get(brand, '/api/export/')).json<{ results: ResultsData }>();
    expect(data.results.totals).toMatchObject({ orders: 4, views: 35_000 });
    expect(data.results.orders.map((order) => order.id)).toContain(a1.id);
  });
});

// Last: the deletion changes the scene.
describe('a seller who deleted their account', () => {
  it('keeps an order whose seller deleted their account, without their name', async () => {
    const { brand, sellers, a2 } = scene;
    await app.database.db.delete(users).where(eq(users.id, (sellers[1] as Member).id));
    const results = await resultsOf(brand);
    expect(results.orders.find((order) => order.id === a2.id)).toMatchObject({
      seller: null,
      views: 5_000,
    });
  });

  it('still groups their order under its campaign, though their application went with them', async () => {
    const { brand, autumn, sellers, a1 } = scene;
    const seller = sellers[0] as Member;
    // Their plan cancelled, as the account page asks before a deletion.
    await app.database.db
      .update(subscriptions)
      .set({ cancelAt: new Date(Date.now() + 86_400_000) })
      .where(eq(subscriptions.userId, seller.id));
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/delete-user/',
      headers: seller.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const results = await resultsOf(brand);
    expect(results.orders.find((order) => order.id === a1.id)).toMatchObject({
      seller: null,
      campaign: { id: autumn.id, title: 'Autumn serum' },
    });
    expect(results.campaigns.find((campaign) => campaign.id === autumn.id)).toMatchObject({
      orders: 2,
      views: 15_000,
    });
    const csv = await api.get(brand, `/api/results.csv?campaign=${autumn.id}`);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(3);
  });
});
