import { expect } from 'vitest';
import type { AcceptedApplication, Application, Campaign, Order } from '@partnerly/shared';
import { campaignsApi, creator } from '../campaigns/campaigns.fixtures';
import { member, termsBody, type Member } from '../deals/deals.fixtures';
import {
  accountOf,
  api,
  app,
  checked,
  connect,
  delivered,
  isoIn,
  standIns,
} from '../proof/proof.harness';

/** Test fixtures of the buyer's results: paid orders, from campaigns or not, with verified videos. */

/** A creator whose payouts are set up (test onboarding), so the buyer pays through Partnerly. */
async function payableCreator(): Promise<Member> {
  const seller = await creator(app);
  await api.post(seller, '/api/payouts/onboard/');
  expect((await api.post(seller, '/api/payouts/test/complete/')).statusCode).toBe(200);
  return seller;
}

/** Paid by the buyer in the test checkout: the order is underway and its payment held. */
async function paid(buyer: Member, orderId: number): Promise<Order> {
  expect((await api.post(buyer, `/api/orders/${orderId}/pay/`)).statusCode).toBe(201);
  expect((await api.post(buyer, `/api/orders/${orderId}/pay/test/`)).statusCode).toBe(200);
  return (await api.get(buyer, `/api/orders/${orderId}/`)).json<Order>();
}

let videos = 0;

/** The seller delivers one TikTok video with these numbers, and the platform verifies it. */
async function deliveredVideo(
  seller: Member,
  buyer: Member,
  orderId: number,
  numbers: { views: number; likes: number; comments: number; shares: number },
) {
  videos += 1;
  // TikTok's ids are 19 digits: past what a JS number holds exactly, so built as text.
  const id = `74${String(seller.id).padStart(9, '0')}${String(videos).padStart(8, '0')}`;
  const username = `results.${seller.id}`;
  await connect(
    seller,
    standIns.tiktok,
    accountOf({ username, posts: [{ id, at: isoIn(5_000), ...numbers }] }),
  );
  expect(
    (await delivered(seller, orderId, [`https://www.tiktok.com/@${username}/video/${id}`]))
      .statusCode,
  ).toBe(200);
  const order = await checked(buyer, orderId);
  expect(order.posts?.[0]?.state).toBe('verified');
  return order;
}

/** A creator applies to the brand's campaign with terms, and the brand accepts: an order. */
async function campaignOrder(
  brand: Member,
  campaign: Campaign,
  seller: Member,
  terms: { price: number; title: string },
): Promise<number> {
  const applied = await campaignsApi(app).post(seller, `/api/campaigns/${campaign.id}/apply/`, {
    pitch: 'I would love to make this.',
    platforms: ['Instagram'],
    offer: termsBody(terms),
  });
  expect(applied.statusCode).toBe(201);
  const accepted = await campaignsApi(app).post(
    brand,
    `/api/applications/${applied.json<Application>().id}/accept/`,
  );
  const { order_id: orderId } = accepted.json<AcceptedApplication>();
  if (orderId === null) throw new Error(`no order: ${accepted.body}`);
  return orderId;
}

/**
 * A brand with two campaigns: "Autumn serum" with two delivered orders ($500: 10,000 views,
 * $300: 5,000 views), "Winter coats" with one ($800: 20,000 views), a direct order delivered
 * with a link to another site, and an order still waiting for payment. Returns the orders'
 * payments as the brand read them.
 */
export async function brandWithTwoCampaigns() {
  const brand = await member(app);
  const autumn = await campaignsApi(app).open(brand, { wanted: 5, title: 'Autumn serum' });
  const winter = await campaignsApi(app).open(brand, { wanted: 5, title: 'Winter coats' });
  const sellers = await Promise.all([1, 2, 3, 4].map(() => payableCreator()));
  const [s1, s2, s3, s4] = sellers as [Member, Member, Member, Member];
  const deliveredFrom = async (
    seller: Member,
    campaign: Campaign,
    terms: { price: number; title: string },
    views: number,
  ) => {
    const id = await campaignOrder(brand, campaign, seller, terms);
    const order = await paid(brand, id);
    const numbers = { views, likes: views / 10, comments: views / 100, shares: views / 1000 };
    await deliveredVideo(seller, brand, id, numbers);
    return order;
  };
  const a1 = await deliveredFrom(s1, autumn, { price: 500, title: 'Serum reel' }, 10_000);
  const a2 = await deliveredFrom(s2, autumn, { price: 300, title: 'Serum story' }, 5_000);
  const w1 = await deliveredFrom(s3, winter, { price: 800, title: 'Coat try-on' }, 20_000);
  const direct = await paid(brand, (await api.order(brand, s4, { price: 200 })).id);
  expect(
    (await delivered(s4, direct.id, ['https://example.com/behind-the-scenes'])).statusCode,
  ).toBe(200);
  const waiting = await api.order(brand, s4, { price: 400, title: 'Not paid yet' });
  return { brand, autumn, winter, sellers, a1, a2, w1, direct, waiting };
}

/** A brand's $900 order, paid, disputed and split by an admin: $450 back to the brand. */
export async function splitOrder() {
  const brand = await member(app);
  const seller = await payableCreator();
  const order = await paid(brand, (await api.order(brand, seller, { price: 900 })).id);
  const admin = await member(app, { admin: true });
  await api.post(brand, `/api/orders/${order.id}/dispute/`, { reason: 'Only one reel came' });
  const resolved = await api.post(admin, `/api/admin/orders/${order.id}/resolve/`, {
    outcome: 'split',
    note: 'One of two reels was delivered: half goes back.',
    refund_amount: 450,
  });
  expect(resolved.statusCode).toBe(200);
  return { brand, order };
}
