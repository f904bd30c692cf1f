import { describe, expect, it } from 'vitest';
import type { Offer } from '@partnerly/shared';
import { STRANGER_OFFERS_PER_DAY } from './deal-rules';
import { member, offerBody, sendMessage, type Member } from './deals.fixtures';
import { api, app, db, setUpDeals } from './deals.harness';

setUpDeals();

const write = (from: Member, to: Member, text: string) => sendMessage(app, from, to, text);

describe('offers to members who never answered the sender (issue 46, case 7)', () => {
  it('are 10 a day per sender: the next is 429 with Retry-After, and offers to members who answered pass', async () => {
    const brand = await member(app);
    const wroteFirst = await member(app);
    await write(wroteFirst, brand, 'Hi! I saw your campaign.');
    const replied = await member(app);
    await write(brand, replied, 'Hello, are you free in May?');
    await write(replied, brand, 'Yes!');
    const offeredBack = await member(app);
    await api.offer(offeredBack, brand, { title: 'My rates' });
    // Written to but never answered: still a stranger.
    const silent = await member(app);
    await write(brand, silent, 'Hello?');

    const strangers = [silent];
    while (strangers.length < STRANGER_OFFERS_PER_DAY) strangers.push(await member(app));
    for (const stranger of strangers) await api.offer(brand, stranger);
    const eleventh = await api.post(brand, '/api/offers/', offerBody((await member(app)).username));
    expect(eleventh.statusCode).toBe(429);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await db.offersFrom(brand.id)).toHaveLength(STRANGER_OFFERS_PER_DAY);

    for (const friend of [wroteFirst, replied, offeredBack]) {
      const response = await api.post(brand, '/api/offers/', offerBody(friend.username));
      expect(response.statusCode).toBe(201);
    }
    // Another sender's budget is their own.
    expect((await api.offer(await member(app), await member(app))).state).toBe('open');
  });

  it('counts an accepted or declined offer as an answer', async () => {
    const brand = await member(app);
    const strangers: Member[] = [];
    while (strangers.length < STRANGER_OFFERS_PER_DAY) strangers.push(await member(app));
    const offers: Offer[] = [];
    for (const stranger of strangers) offers.push(await api.offer(brand, stranger));
    const [first, second] = strangers;
    if (!first || !second) throw new Error('no strangers');
    await api.post(first, `/api/offers/${offers[0]?.id}/decline/`);
    await api.post(second, `/api/offers/${offers[1]?.id}/accept/`);
    expect((await api.post(brand, '/api/offers/', offerBody(first.username))).statusCode).toBe(201);
    expect((await api.post(brand, '/api/offers/', offerBody(second.username))).statusCode).toBe(
      201,
    );
    const third = strangers[2] as Member;
    expect((await api.post(brand, '/api/offers/', offerBody(third.username))).statusCode).toBe(429);
  });
});
