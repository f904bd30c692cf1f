import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  OFFER_EXPIRY_HOURS,
  utcDate,
  type Offer,
  type Order,
} from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { OFFER_TRANSITIONS } from './deal-rules';
import { dealsApi, member, offerBody, termsBody, stored, type Member } from './deals.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof dealsApi>;
let db: ReturnType<typeof stored>;

beforeAll(async () => {
  app = await createTestApp();
  api = dealsApi(app);
  db = stored(app);
});
afterAll(async () => {
  await app.close();
});

const pair = async () => ({ brand: await member(app), creator: await member(app) });
const HOUR = 60 * 60_000;

async function block(who: Member, other: Member) {
  const dialogue = await api.post(who, '/api/add_dialogue/', { username: other.username });
  const { id } = dialogue.json<{ id: number }>();
  const spam = await api.post(who, '/api/dialogue_spam/', { id, spam: true });
  expect(spam.statusCode).toBe(200);
}

describe('making an offer', () => {
  it('stores it open for 72 hours, with the sender as buyer or seller by role', async () => {
    const { brand, creator } = await pair();
    const before = Date.now();
    const response = await api.post(brand, '/api/offers/', offerBody(creator.username));
    expect(response.statusCode).toBe(201);
    const offer = response.json<Offer>();
    expect(offer).toMatchObject({
      from: brand.username,
      to: creator.username,
      buyer: brand.username,
      seller: creator.username,
      title: 'Two reels for the spring launch',
      deliverables: [{ platform: 'Instagram', what: 'Reel', quantity: 2 }],
      price: 1200,
      revisions: 1,
      state: 'open',
      previous_id: null,
    });
    const expiresIn = Date.parse(offer.expires_at) - Date.parse(offer.created_at);
    expect(expiresIn).toBe(OFFER_EXPIRY_HOURS * HOUR);
    expect(Date.parse(offer.created_at)).toBeGreaterThanOrEqual(before - 1000);

    const sold = await api.offer(creator, brand, { role: 'sell' });
    expect(sold).toMatchObject({ buyer: brand.username, seller: creator.username });

    for (const viewer of [brand, creator]) {
      const seen = await api.get(viewer, `/api/offers/${offer.id}/`);
      expect(seen.json()).toEqual(offer);
    }
    const listed = await api.get(creator, `/api/offers/?with=${brand.username}&state=open`);
    expect(listed.json<Offer[]>().map((item) => item.id)).toEqual([sold.id, offer.id]);
    // The expiry job waits in the queue for the 72 hours to pass.
    const expiry = (await db.jobsNamed('deals.offer-expiry')).find(
      (job) => (job.payload as { offerId: number }).offerId === offer.id,
    );
    expect(expiry?.runAt.toISOString()).toBe(offer.expires_at);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const { brand, creator } = await pair();
    const valid = offerBody(creator.username);
    const cases: [string, Record<string, unknown>][] = [
      ['title', { ...valid, title: '' }],
      ['title', { ...valid, title: 'x'.repeat(DEAL_LIMITS.title + 1) }],
      ['title', { ...valid, title: 'Spring\u202Elaunch' }],
      ['deliverables', { ...valid, deliverables: [] }],
      [
        'deliverables',
        { ...valid, deliverables: Array(11).fill({ platform: 'X', what: 'Post', quantity: 1 }) },
      ],
      [
        'deliverables',
        { ...valid, deliverables: [{ platform: 'Myspace', what: 'Post', quantity: 1 }] },
      ],
      [
        'deliverables',
        { ...valid, deliverables: [{ platform: 'X', what: 'x'.repeat(61), quantity: 1 }] },
      ],
      ['deliverables', { ...valid, deliverables: [{ platform: 'X', what: 'Post', quantity: 21 }] }],
      ['price', { ...valid, price: 0 }],
      ['price', { ...valid, price: 1_000_001 }],
      ['price', { ...valid, price: 10.5 }],
      ['price', { ...valid, price: '1200' }],
      ['due_date', { ...valid, due_date: utcDate(0) }],
      ['due_date', { ...valid, due_date: utcDate(DEAL_LIMITS.dueDays + 1) }],
      ['due_date', { ...valid, due_date: '2027-02-30' }],
      ['usage_rights', { ...valid, usage_rights: 'x'.repeat(1001) }],
      ['revisions', { ...valid, revisions: 6 }],
      ['revisions', { ...valid, revisions: -1 }],
      ['message', { ...valid, message: 'x'.repeat(1001) }],
      ['role', { ...valid, role: 'rent' }],
      ['to', { ...valid, to: 'nobody-by-that-name' }],
      ['to', { ...valid, to: brand.username }],
      ['package_id', { ...valid, package_id: 999_999 }],
    ];
    for (const [field, payload] of cases) {
      const response = await api.post(brand, '/api/offers/', payload);
      expect(response.statusCode, `${field}: ${JSON.stringify(payload[field])}`).toBe(400);
      expect(Object.keys(response.json())).toContain(field);
    }
    expect(await db.offersFrom(brand.id)).toEqual([]);
  });

  it('takes a package of the seller, and refuses one of anybody else', async () => {
    const { brand, creator } = await pair();
    const added = await api.post(creator, '/api/packages/', {
      title: '1 Instagram Reel',
      platform: 'Instagram',
      price: 400,
      delivery_days: 5,
    });
    const packageId = added.json<{ id: number }>().id;
    const offer = await api.offer(brand, creator, { package_id: packageId, price: 400 });
    expect((await db.offer(offer.id))?.packageId).toBe(packageId);
    // The sender selling: the package must be theirs, not the receiver's.
    const refused = await api.post(
      brand,
      '/api/offers/',
      offerBody(creator.username, { role: 'sell', package_id: packageId }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ package_id: [DEAL_MESSAGES.packageNotFound] });
  });

  it('is for Full Access members only (403), and nothing is stored', async () => {
    const explorer = await member(app, { paid: false });
    const creator = await member(app);
    const response = await api.post(explorer, '/api/offers/', offerBody(creator.username));
    expect(response.statusCode).toBe(403);
    // The plan is checked before the body: a bad body is refused the same way.
    expect((await api.post(explorer, '/api/offers/', { title: '' })).statusCode).toBe(403);
    expect(await db.offersFrom(explorer.id)).toEqual([]);
  });

  it('is refused (409) in a conversation either member blocked', async () => {
    const { brand, creator } = await pair();
    const open = await api.offer(brand, creator);
    await block(creator, brand);
    const response = await api.post(brand, '/api/offers/', offerBody(creator.username));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: DEAL_MESSAGES.blocked });
    expect((await api.post(creator, `/api/offers/${open.id}/accept/`)).statusCode).toBe(409);
    expect(
      (await api.post(creator, `/api/offers/${open.id}/counter/`, offerBody(''))).statusCode,
    ).toBe(409);
    expect(await db.offersFrom(brand.id)).toHaveLength(1);
    // Saying no still works.
    expect((await api.post(creator, `/api/offers/${open.id}/decline/`)).statusCode).toBe(200);
  });

  it('allows at most 5 open offers per conversation, even when they are made at once', async () => {
    const { brand, creator } = await pair();
    const responses = await Promise.all(
      Array.from({ length: DEAL_LIMITS.openOffers + 2 }, (_, i) =>
        api.post(i % 2 ? creator : brand, '/api/offers/', {
          ...offerBody(i % 2 ? brand.username : creator.username),
          title: `Offer ${i}`,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toEqual({ detail: DEAL_MESSAGES.tooManyOpen });
    // A closed offer frees its place.
    const open = responses.find((response) => response.statusCode === 201)?.json<Offer>();
    const sender = open?.from === brand.username ? brand : creator;
    expect((await api.post(sender, `/api/offers/${open?.id}/withdraw/`)).statusCode).toBe(200);
    expect((await api.post(brand, '/api/offers/', offerBody(creator.username))).statusCode).toBe(
      201,
    );
  });

  it("answers 404 for another member's offer, whatever the action", async () => {
    const { brand, creator } = await pair();
    const stranger = await member(app);
    const offer = await api.offer(brand, creator);
    expect((await api.get(stranger, `/api/offers/${offer.id}/`)).statusCode).toBe(404);
    for (const action of ['accept', 'decline', 'withdraw']) {
      expect((await api.post(stranger, `/api/offers/${offer.id}/${action}/`)).statusCode).toBe(404);
    }
    const counter = await api.post(stranger, `/api/offers/${offer.id}/counter/`, offerBody(''));
    expect(counter.statusCode).toBe(404);
    expect((await db.offer(offer.id))?.state).toBe('open');
  });
});

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
    expect((await api.get(brand, `/api/orders/${order.id}/`)).json()).toEqual(order);
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
      await app.services.deals.offers.expire(offer.id);
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
      return app.services.deals.offers.accept(user, offer.id).catch((error: unknown) => error);
    });
    expect(late).toMatchObject({ statusCode: 409 });
  });
});
