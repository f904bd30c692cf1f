import { describe, expect, it } from 'vitest';
import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  OFFER_EXPIRY_HOURS,
  utcDate,
  type Offer,
} from '@partnerly/shared';
import { member, offerBody, type Member } from './deals.fixtures';
import { api, app, db, HOUR, pair, setUpDeals } from './deals.harness';

setUpDeals();

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

  it('is open to an Explorer buying, but selling needs Full Access (403, nothing stored)', async () => {
    const explorer = await member(app, { paid: false });
    const creator = await member(app);
    const selling = await api.post(
      explorer,
      '/api/offers/',
      offerBody(creator.username, { role: 'sell' }),
    );
    expect(selling.statusCode).toBe(403);
    expect(selling.json()).toEqual({ detail: DEAL_MESSAGES.sellingNeedsFullAccess });
    expect((await api.post(explorer, '/api/offers/', { title: '' })).statusCode).toBe(400);
    expect(await db.offersFrom(explorer.id)).toEqual([]);
    const buying = await api.post(explorer, '/api/offers/', offerBody(creator.username));
    expect(buying.statusCode).toBe(201);
    expect(await db.offersFrom(explorer.id)).toHaveLength(1);
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
