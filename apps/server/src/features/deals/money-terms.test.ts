import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MoneyTermsData } from '@partnerly/shared';
import { socials } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { dealsApi, member, type Member } from './deals.fixtures';

/** Issue 51: the offer form learns the fee and whether the seller can be paid, before any offer. */

let app: FastifyInstance;
let api: ReturnType<typeof dealsApi>;

beforeAll(async () => {
  app = await createTestApp({ dealPayments: { connect: false, feePercent: 7.5 } });
  api = dealsApi(app);
});
afterAll(async () => {
  await app.close();
});

const termsOf = (who: Member, seller: string) =>
  api.get(who, `/api/offers/money/?seller=${encodeURIComponent(seller)}`);

describe('GET api/offers/money/', () => {
  it('says the seller has no payouts yet, then that the money goes through Partnerly', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    const before = await termsOf(buyer, seller.username);
    expect(before.statusCode).toBe(200);
    expect(before.json<MoneyTermsData>()).toEqual({
      fee_percent: 7.5,
      why_not: 'seller_payouts_not_set_up',
      seller_followers: {},
    });
    // The seller asks about themselves when they offer to deliver.
    expect((await termsOf(seller, seller.username)).json<MoneyTermsData>().why_not).toBe(
      'seller_payouts_not_set_up',
    );

    expect((await api.post(seller, '/api/payouts/onboard/')).statusCode).toBe(201);
    expect((await api.post(seller, '/api/payouts/test/complete/')).statusCode).toBe(200);
    expect((await termsOf(buyer, seller.username)).json<MoneyTermsData>()).toEqual({
      fee_percent: 7.5,
      why_not: null,
      seller_followers: {},
    });
  });

  it('tells the seller’s verified followers per platform, for the "Similar deals" line', async () => {
    const buyer = await member(app);
    const seller = await member(app);
    const account = (platform: string, followers: number, source: string | null) => ({
      userId: seller.id,
      platform,
      link: `https://example.com/${platform}/${seller.username}`,
      followers,
      source,
    });
    // A connection left unrefreshed for 30 days vouches for nothing any more.
    await app.database.db
      .insert(socials)
      .values([account('Instagram', 15_200, 'admin'), account('Tiktok', 90_000, null)]);
    expect((await termsOf(buyer, seller.username)).json<MoneyTermsData>().seller_followers).toEqual(
      { Instagram: 15_200 },
    );
  });

  it('refuses a missing or unknown seller with 400 and the field', async () => {
    const buyer = await member(app);
    const missing = await api.get(buyer, '/api/offers/money/');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['seller']);
    const unknown = await termsOf(buyer, 'nobody-by-this-name');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ seller: ['There is no member with that name.'] });
    const extra = await api.get(buyer, `/api/offers/money/?seller=${buyer.username}&x=1`);
    expect(extra.statusCode).toBe(400);
  });

  it('answers a buyer on any plan (decision 107), and asks for a session (401)', async () => {
    const free = await member(app, { paid: false });
    const seller = await member(app);
    expect((await termsOf(free, seller.username)).statusCode).toBe(200);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/offers/money/?seller=${seller.username}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
