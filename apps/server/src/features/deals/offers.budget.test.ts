import { describe, expect, it } from 'vitest';
import { withClockAhead } from '../../test/clock';
import { bearer, login } from '../../test/factories';
import { OFFERS_PER_HOUR } from './deal-budgets';
import { member, offerBody, type Member } from './deals.fixtures';
import { api, app, db, HOUR, pair, setUpDeals } from './deals.harness';

setUpDeals();

/** The two have written to each other, so no rule about strangers is what stops them. */
async function talk(a: Member, b: Member) {
  const { chat, users } = app.services;
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const sender = await users.findById(from.id);
    if (!sender) throw new Error('no sender');
    await chat.send(sender, 'Hello', to.username);
  }
}

/** Offer, withdraw, offer again: the loop of issue 46, case 1. */
async function offerAndWithdraw(brand: Member, creator: Member) {
  const response = await api.post(brand, '/api/offers/', offerBody(creator.username));
  if (response.statusCode === 201) {
    const { id } = response.json<{ id: number }>();
    expect((await api.post(brand, `/api/offers/${id}/withdraw/`)).statusCode).toBe(200);
  }
  return response;
}

describe('the offers budget (issue 46, case 1)', () => {
  it('refuses the 31st offer of an hour with 429 and Retry-After, and stores it not', async () => {
    const { brand, creator } = await pair();
    await talk(brand, creator);
    for (let n = 0; n < OFFERS_PER_HOUR; n += 1) {
      expect((await offerAndWithdraw(brand, creator)).statusCode).toBe(201);
    }
    const refused = await offerAndWithdraw(brand, creator);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(HOUR / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
    expect(await db.offersFrom(brand.id)).toHaveLength(OFFERS_PER_HOUR);

    // Another member's budget is their own, and the hour refills this one.
    const other = await member(app);
    await talk(other, creator);
    expect((await offerAndWithdraw(other, creator)).statusCode).toBe(201);
    await withClockAhead(HOUR + 1000, async () => {
      // An hour on, the access tokens have run out: signed in again.
      const again = async (who: Member) => ({
        ...who,
        headers: bearer((await login(app, who.username)).access),
      });
      expect((await offerAndWithdraw(await again(brand), await again(creator))).statusCode).toBe(
        201,
      );
    });
  }, 60_000);

  it('costs nothing when the request is refused before it is read (401, 400)', async () => {
    const { brand, creator } = await pair();
    for (let n = 0; n < OFFERS_PER_HOUR + 5; n += 1) {
      const bad = await api.post(brand, '/api/offers/', {
        ...offerBody(creator.username),
        title: '',
      });
      expect(bad.statusCode).toBe(400);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/offers/',
        payload: offerBody(creator.username),
      });
      expect(anonymous.statusCode).toBe(401);
    }
    await talk(brand, creator);
    expect((await offerAndWithdraw(brand, creator)).statusCode).toBe(201);
  }, 60_000);
});
