import { describe, expect, it } from 'vitest';
import type { Offer } from '@partnerly/shared';
import { member, offerBody, termsBody } from './deals.fixtures';
import { api, app, db, setUpDeals } from './deals.harness';

setUpDeals();

/**
 * Issue 46, case 8: a member without Full Access is mailed the offers made to them, so they can
 * read them, decline them and block the sender; agreeing to sell asks for Full Access (buying
 * does not: offers.explorer-buys.test.ts, decision 107).
 */
describe('an offer to buy from a member without Full Access', () => {
  it('can be read, declined and its sender blocked; accept and counter answer 403', async () => {
    const brand = await member(app);
    const explorer = await member(app, { paid: false });
    const first = await api.offer(brand, explorer, { title: 'First reels' });
    const second = await api.offer(brand, explorer, { title: 'Second reels' });

    const read = await api.get(explorer, `/api/offers/${first.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Offer>()).toMatchObject({ title: 'First reels', state: 'open' });
    const listed = await api.get(explorer, '/api/offers/?state=open');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Offer[]>().map((offer) => offer.id)).toEqual([second.id, first.id]);

    expect((await api.post(explorer, `/api/offers/${first.id}/accept/`)).statusCode).toBe(403);
    const counter = await api.post(explorer, `/api/offers/${first.id}/counter/`, termsBody());
    expect(counter.statusCode).toBe(403);
    expect((await db.offer(first.id))?.state).toBe('open');

    const declined = await api.post(explorer, `/api/offers/${first.id}/decline/`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json<Offer>().state).toBe('declined');

    const blocked = await api.post(explorer, '/api/dialogue_spam/', {
      id: second.dialogue,
      spam: true,
    });
    expect(blocked.statusCode).toBe(200);
    // Blocked: the sender can make no more offers there.
    expect((await api.post(brand, '/api/offers/', offerBody(explorer.username))).statusCode).toBe(
      409,
    );
  });

  it("still answers 404 for another member's offer and conversation", async () => {
    const brand = await member(app);
    const creator = await member(app);
    const explorer = await member(app, { paid: false });
    const offer = await api.offer(brand, creator);
    expect((await api.get(explorer, `/api/offers/${offer.id}/`)).statusCode).toBe(404);
    expect((await api.post(explorer, `/api/offers/${offer.id}/decline/`)).statusCode).toBe(404);
    const block = await api.post(explorer, '/api/dialogue_spam/', {
      id: offer.dialogue,
      spam: true,
    });
    expect(block.statusCode).toBe(404);
    expect((await api.get(explorer, '/api/offers/')).json()).toEqual([]);
    expect((await db.offer(offer.id))?.state).toBe('open');
  });
});
