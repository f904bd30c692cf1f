import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type Offer } from '@partnerly/shared';
import { users } from '../../db/schema';
import { eventually } from '../../test/eventually';
import { member, termsBody } from './deals.fixtures';
import { api, app, db, pair, setUpDeals } from './deals.harness';

setUpDeals();

/** Issue 46, case 13: offers from a member suspended after sending them. */
describe('an offer from a member suspended after sending it', () => {
  it('is withdrawn with the suspension, and cannot be accepted', async () => {
    const { brand, creator } = await pair();
    const admin = await member(app, { admin: true });
    const offers = [await api.offer(brand, creator), await api.offer(brand, creator)];
    // An offer made to the suspended member stays for its sender to withdraw.
    const toBrand = await api.offer(creator, brand);
    const suspended = await api.post(admin, '/api/admin/suspend-user/', {
      username: brand.username,
      reason: 'Spam',
    });
    expect(suspended.statusCode).toBe(200);

    await eventually(async () => {
      const states = await Promise.all(
        offers.map(async (offer) => (await db.offer(offer.id))?.state),
      );
      return states.every((state) => state === 'withdrawn');
    }, 'the suspended member’s offers withdrawn');
    const shown = await api.get(creator, `/api/offers/?state=open`);
    expect(shown.json<Offer[]>().map((offer) => offer.id)).toEqual([toBrand.id]);
    expect((await api.post(creator, `/api/offers/${offers[0]?.id}/accept/`)).statusCode).toBe(409);
    expect(await db.ordersOfBuyer(brand.id)).toEqual([]);
  });

  it('cannot be accepted nor countered (409) while still open, and can be declined', async () => {
    const { brand, creator } = await pair();
    const first = await api.offer(brand, creator);
    const second = await api.offer(brand, creator);
    // Suspended with the offers still open: the closing job has not run (or its event was lost).
    await app.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, brand.id));

    const accept = await api.post(creator, `/api/offers/${first.id}/accept/`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toEqual({ detail: MESSAGES.accountSuspended });
    const counter = await api.post(creator, `/api/offers/${first.id}/counter/`, termsBody());
    expect(counter.statusCode).toBe(409);
    expect(counter.json()).toEqual({ detail: MESSAGES.accountSuspended });
    expect(await db.ordersOfBuyer(brand.id)).toEqual([]);
    expect((await db.offer(first.id))?.state).toBe('open');
    expect((await api.post(creator, `/api/offers/${second.id}/decline/`)).statusCode).toBe(200);
  });
});
