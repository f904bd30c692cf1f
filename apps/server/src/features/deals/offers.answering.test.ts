import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, OFFER_EXPIRY_HOURS, type Offer, type Order } from '@partnerly/shared';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { OFFER_TRANSITIONS } from './deal-rules';
import { offerBody, termsBody, type Member } from './deals.fixtures';
import { api, app, db, HOUR, pair, setUpDeals } from './deals.harness';

setUpDeals();

describe('answering an offer', () => {
  it('accepts it into an order with the terms frozen and a first timeline entry', async () => {
    const { brand, creator } = await pair();
    const offer = await api.offer(brand, creator, { revisions: 2 });
    const response = await api.post(creator, `/api/offers/${offer.id}/accept/`);
    expect(response.statusCode).toBe(201);
    const { order } = response.json<{ order: Order }>();
    expect(order).toMatchObject({
      offer_id: offer.id,
      buyer: brand.username,
      seller: creator.username,
      title: offer.title,
      deliverables: offer.deliverables,
      price: offer.price,
      due_date: offer.due_date,
      usage_rights: offer.usage_rights,
      revisions: 2,
      revisions_left: 2,
      state: 'active',
      delivery: null,
    });
    expect(order.timeline).toEqual([
      { at: order.created_at, by: creator.username, kind: 'created', note: '' },
    ]);
    expect((await api.get(brand, `/api/offers/${offer.id}/`)).json()).toMatchObject({
      state: 'accepted',
    });
    // The order's own page adds its delivered posts (issue 47): none yet.
    expect((await api.get(brand, `/api/orders/${order.id}/`)).json()).toEqual({
      ...order,
      posts: [],
      results: null,
    });
  });

  it('counters with a new version that replaces the card; the earlier one stays readable', async () => {
    const { brand, creator } = await pair();
    const first = await api.offer(brand, creator);
    const terms = termsBody({ price: 1500 });
    const response = await api.post(creator, `/api/offers/${first.id}/counter/`, terms);
    expect(response.statusCode).toBe(201);
    const second = response.json<Offer>();
    expect(second).toMatchObject({
      from: creator.username,
      to: brand.username,
      buyer: brand.username,
      seller: creator.username,
      price: 1500,
      state: 'open',
      previous_id: first.id,
    });
    expect((await api.get(creator, `/api/offers/${first.id}/`)).json()).toMatchObject({
      state: 'countered',
    });
    // The brand answers the counter: the sender of the first version is now the receiver.
    expect((await api.post(creator, `/api/offers/${second.id}/accept/`)).statusCode).toBe(409);
    const accepted = await api.post(brand, `/api/offers/${second.id}/accept/`);
    expect(accepted.json<{ order: Order }>().order).toMatchObject({
      price: 1500,
      offer_id: second.id,
    });
  });

  it('declines and withdraws, each by its own side only (409 with the reason otherwise)', async () => {
    const { brand, creator } = await pair();
    const offer = await api.offer(brand, creator);
    const wrong: [Member, string, string][] = [
      [brand, 'accept', DEAL_MESSAGES.onlyReceiver],
      [brand, 'decline', DEAL_MESSAGES.onlyReceiver],
      [creator, 'withdraw', DEAL_MESSAGES.onlySender],
    ];
    for (const [who, action, detail] of wrong) {
      const response = await api.post(who, `/api/offers/${offer.id}/${action}/`);
      expect(response.statusCode, action).toBe(409);
      expect(response.json()).toEqual({ detail });
    }
    const counter = await api.post(brand, `/api/offers/${offer.id}/counter/`, offerBody(''));
    expect(counter.statusCode).toBe(409);

    const declined = await api.post(creator, `/api/offers/${offer.id}/decline/`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ id: offer.id, state: 'declined' });

    const other = await api.offer(brand, creator);
    const withdrawn = await api.post(brand, `/api/offers/${other.id}/withdraw/`);
    expect(withdrawn.json()).toMatchObject({ id: other.id, state: 'withdrawn' });
  });

  it.each(['accepted', 'declined', 'withdrawn', 'countered'] as const)(
    'refuses every answer to a %s offer with 409',
    async (state) => {
      const { brand, creator } = await pair();
      const offer = await api.offer(brand, creator);
      const how = {
        accepted: () => api.post(creator, `/api/offers/${offer.id}/accept/`),
        declined: () => api.post(creator, `/api/offers/${offer.id}/decline/`),
        withdrawn: () => api.post(brand, `/api/offers/${offer.id}/withdraw/`),
        countered: () => api.post(creator, `/api/offers/${offer.id}/counter/`, offerBody('')),
      }[state];
      expect((await how()).statusCode).toBeLessThan(300);
      for (const action of Object.keys(OFFER_TRANSITIONS).filter((name) => name !== 'expire')) {
        const who = OFFER_TRANSITIONS[action as 'accept'].by === 'sender' ? brand : creator;
        const body = action === 'counter' ? offerBody('') : {};
        const response = await api.post(who, `/api/offers/${offer.id}/${action}/`, body);
        expect(response.statusCode, action).toBe(409);
        expect(response.json()).toEqual({ detail: DEAL_MESSAGES.notOpen });
      }
      expect((await db.offer(offer.id))?.state).toBe(state);
    },
  );
});

describe('countering with bad terms', () => {
  it('answers 400 with field errors, keeps the offer open and stores no version', async () => {
    const { brand, creator } = await pair();
    const offer = await api.offer(brand, creator);
    const bad = await api.post(creator, `/api/offers/${offer.id}/counter/`, {
      ...termsBody(),
      price: 0,
      title: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['price', 'title']);
    expect((await db.offer(offer.id))?.state).toBe('open');
    expect(await db.offersFrom(creator.id)).toEqual([]);
  });
});

describe('races', () => {
  it('lets exactly one of two accepts at once win, with one order', async () => {
    const { brand, creator } = await pair();
    const offer = await api.offer(brand, creator);
    const responses = await Promise.all([
      api.post(creator, `/api/offers/${offer.id}/accept/`),
      api.post(creator, `/api/offers/${offer.id}/accept/`),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await db.ordersOfBuyer(brand.id)).toHaveLength(1);
  });

  it('lets exactly one of accept and withdraw win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { brand, creator } = await pair();
      const offer = await api.offer(brand, creator);
      const [accept, withdraw] = await Promise.all([
        api.post(creator, `/api/offers/${offer.id}/accept/`),
        api.post(brand, `/api/offers/${offer.id}/withdraw/`),
      ]);
      const winner = accept.statusCode === 201 ? 'accepted' : 'withdrawn';
      expect(winner === 'accepted' ? withdraw.statusCode : accept.statusCode).toBe(409);
      if (winner === 'withdrawn') expect(withdraw.statusCode).toBe(200);
      expect((await db.offer(offer.id))?.state).toBe(winner);
      expect(await db.ordersOfBuyer(brand.id)).toHaveLength(winner === 'accepted' ? 1 : 0);
    }
  });
});

describe('the expiry job', () => {
  it('expires an offer left unanswered for 72 hours, and then it cannot be accepted', async () => {
    const { brand, creator } = await pair();
    const offer = await api.offer(brand, creator);
    const answered = await api.offer(brand, creator);
    expect((await api.post(creator, `/api/offers/${answered.id}/decline/`)).statusCode).toBe(200);

    // An hour short of the 72: nothing happens.
    await withClockAhead((OFFER_EXPIRY_HOURS - 1) * HOUR, async () => {
      await app.services.offers.expire(offer.id);
      expect((await db.offer(offer.id))?.state).toBe('open');
    });
    await withClockAhead(OFFER_EXPIRY_HOURS * HOUR + 60_000, async () => {
      // The queued job runs once its time has come.
      await eventually(async () => (await db.offer(offer.id))?.state === 'expired', 'the expiry');
    });
    expect((await db.offer(answered.id))?.state).toBe('declined');
    const accept = await api.post(creator, `/api/offers/${offer.id}/accept/`);
    expect(accept.statusCode).toBe(409);
    expect(await db.ordersOfBuyer(brand.id)).toEqual([]);
  });

  it('refuses an answer once the 72 hours are over, even before the job ran', async () => {
    const { brand, creator } = await pair();
    const offer = await api.offer(brand, creator);
    const late = await withClockAhead(OFFER_EXPIRY_HOURS * HOUR + 1000, async () => {
      // Answering with a token signed now would be refused for its age, so the service is asked.
      const user = await app.services.users.findById(creator.id);
      if (!user) throw new Error('no user');
      return app.services.offers.accept(user, offer.id).catch((error: unknown) => error);
    });
    expect(late).toMatchObject({ statusCode: 409 });
  });
});
