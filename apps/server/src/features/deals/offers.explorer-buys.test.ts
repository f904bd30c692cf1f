import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, type Offer, type Order } from '@partnerly/shared';
import { eventually } from '../../test/eventually';
import { STRANGER_OFFERS_PER_DAY } from './deal-rules';
import { member, offerBody, termsBody, type Member } from './deals.fixtures';
import { api, app, db, setUpDeals } from './deals.harness';

setUpDeals();

/** A seller on Full Access whose payouts are set up in the test mode (no Stripe keys). */
async function testSeller(): Promise<Member> {
  const seller = await member(app);
  expect((await api.post(seller, '/api/payouts/onboard/')).statusCode).toBe(201);
  expect((await api.post(seller, '/api/payouts/test/complete/')).statusCode).toBe(200);
  return seller;
}

const orderOf = async (who: Member, id: number) =>
  (await api.get(who, `/api/orders/${id}/`)).json<Order>();

/** Issue 53, point 6 (decision 107): buying needs no plan, selling needs Full Access. */
describe('an Explorer buying', () => {
  it('offers, is accepted, pays in test mode, approves and reviews', async () => {
    const explorer = await member(app, { paid: false });
    const seller = await testSeller();
    const offer = await api.offer(explorer, seller, { price: 80 });
    expect(offer).toMatchObject({ state: 'open', buyer: explorer.username });

    const accepted = await api.post(seller, `/api/offers/${offer.id}/accept/`);
    expect(accepted.statusCode).toBe(201);
    const order = accepted.json<{ order: Order }>().order;
    expect((await api.get(explorer, '/api/orders/')).json<Order[]>().map((o) => o.id)).toEqual([
      order.id,
    ]);

    expect((await api.post(explorer, `/api/orders/${order.id}/pay/`)).statusCode).toBe(201);
    const paid = await api.post(explorer, `/api/orders/${order.id}/pay/test/`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Order>().payment).toMatchObject({ state: 'held', test: true });

    expect((await api.deliver(seller, order.id)).statusCode).toBe(200);
    const approved = await api.post(explorer, `/api/orders/${order.id}/approve/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Order>().state).toBe('completed');
    await eventually(
      async () => (await orderOf(explorer, order.id)).payment.state === 'released',
      'the test release',
    );

    const review = await api.post(explorer, `/api/orders/${order.id}/review/`, { rating: 5 });
    expect(review.statusCode).toBe(201);
    expect((await api.get(explorer, `/api/orders/${order.id}/review/`)).statusCode).toBe(200);
    expect((await api.get(explorer, `/api/orders/${order.id}/agreement.pdf`)).statusCode).toBe(200);
  });

  it('answers a counter as the buyer, but may not accept, counter or deliver as a seller (403)', async () => {
    const explorer = await member(app, { paid: false });
    const creator = await member(app);
    const first = await api.offer(explorer, creator, { title: 'Reels' });
    const countered = await api.post(creator, `/api/offers/${first.id}/counter/`, termsBody());
    expect(countered.statusCode).toBe(201);
    const counter = countered.json<Offer>();
    expect((await api.post(explorer, `/api/offers/${counter.id}/accept/`)).statusCode).toBe(201);

    // A brand buying from the Explorer: the Explorer is the seller and needs Full Access.
    const brand = await member(app);
    const toSell = await api.offer(brand, explorer);
    const refused = await api.post(explorer, `/api/offers/${toSell.id}/accept/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: DEAL_MESSAGES.sellingNeedsFullAccess });
    expect((await db.offer(toSell.id))?.state).toBe('open');
  });

  it('keeps the deal budgets: 10 offers to strangers a day, then 429', async () => {
    const explorer = await member(app, { paid: false });
    for (let n = 0; n < STRANGER_OFFERS_PER_DAY; n += 1) {
      await api.offer(explorer, await member(app));
    }
    const next = await api.post(explorer, '/api/offers/', offerBody((await member(app)).username));
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBeDefined();
    expect(await db.offersFrom(explorer.id)).toHaveLength(STRANGER_OFFERS_PER_DAY);
  }, 60_000);
});
