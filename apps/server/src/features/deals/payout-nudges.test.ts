import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order } from '@partnerly/shared';
import { payoutAccounts } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { app, emailOf, mailsTo, setUpNoticeApp } from '../../test/notice-app';
import { bodyOf } from '../../test/smtp-sink';
import { dealsApi, member, type Member } from './deals.fixtures';

let api: ReturnType<typeof dealsApi>;
setUpNoticeApp((ready) => {
  api = dealsApi(ready);
});

const HOUR = 60 * 60_000;
const NUDGE = /Set up payouts so (\S+) can pay you for "([^"]+)" through Partnerly/;
/** Any mail asking a seller to set up payouts, the nudge or an order's own ask. */
const ANY_ASK = /Set up payouts so \S+ can pay/;

const withEmail = async (who: Member) => ({ ...who, email: await emailOf(who.id) });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nudgesTo = (email: string) => mailsTo(email).filter((mail) => NUDGE.test(bodyOf(mail)));

/** Issue 51, point 1: a seller whose deal waits on their payouts is told so by mail, once. */
describe('the nudge to set up payouts', () => {
  it('reaches a seller without payouts once, linking to Get paid, however many deals wait', async () => {
    const brand = await member(app);
    const creator = await withEmail(await member(app));
    await api.offer(brand, creator, { title: 'Spring reels', price: 450 });
    const nudge = await eventually(() => nudgesTo(creator.email)[0], 'the nudge');
    expect(NUDGE.exec(bodyOf(nudge))?.slice(1)).toEqual([brand.username, 'Spring reels']);
    expect(bodyOf(nudge)).toContain('/settings?tab=payments');

    // Another offer, a counter from the other side and an acceptance add no second nudge,
    // also once the hour of Partnerly's group is over.
    const other = await member(app);
    const second = await api.offer(other, creator, { title: 'Summer story' });
    expect((await api.post(creator, `/api/offers/${second.id}/accept/`)).statusCode).toBe(201);
    await api.offer(creator, brand, { title: 'My own offer', role: 'sell' });
    await withClockAhead(HOUR + 60_000, () => pause(2500));
    expect(nudgesTo(creator.email)).toHaveLength(1);
  });

  it('reaches the seller who made the offer, not the buyer', async () => {
    const creator = await withEmail(await member(app));
    const brand = await withEmail(await member(app));
    await api.offer(creator, brand, { title: 'Offered by the creator', role: 'sell' });
    await eventually(() => nudgesTo(creator.email)[0], 'the nudge to the seller');
    await pause(1000);
    expect(nudgesTo(brand.email)).toEqual([]);
  });

  it('leaves a seller who can be paid alone, and a member who turned deal updates off', async () => {
    const ready = await withEmail(await member(app));
    expect((await api.post(ready, '/api/payouts/onboard/')).statusCode).toBe(201);
    expect((await api.post(ready, '/api/payouts/test/complete/')).statusCode).toBe(200);
    const quiet = await withEmail(await member(app));
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/notification-settings/',
      headers: quiet.headers,
      payload: { deal_updates: false },
    });
    expect(settings.statusCode).toBe(200);
    const brand = await member(app);
    const order: Order = await api.order(brand, ready, { title: 'Paid through Partnerly' });
    expect(order.payment.why_not).toBeNull();
    await api.offer(brand, quiet, { title: 'Quiet one' });
    await eventually(() => mailsTo(ready.email).length > 0, 'the offer mail');
    await pause(1000);
    expect(nudgesTo(ready.email)).toEqual([]);
    expect(mailsTo(quiet.email)).toEqual([]);
  });

  it("is the one ask of a seller whose waiting order's payouts stopped (decision 105)", async () => {
    const brand = await member(app);
    const creator = await withEmail(await member(app));
    const offer = await api.offer(brand, creator, { title: 'Restricted reels' });
    await eventually(() => nudgesTo(creator.email)[0], 'the nudge');
    // The seller sets up payouts and accepts: the order waits for the brand's payment...
    expect((await api.post(creator, '/api/payouts/onboard/')).statusCode).toBe(201);
    expect((await api.post(creator, '/api/payouts/test/complete/')).statusCode).toBe(200);
    const accepted = await api.post(creator, `/api/offers/${offer.id}/accept/`);
    expect(accepted.statusCode).toBe(201);
    // ...until Stripe restricts the seller's account, so the payment reminder asks the seller.
    await app.database.db
      .update(payoutAccounts)
      .set({ chargesEnabled: false })
      .where(eq(payoutAccounts.userId, creator.id));
    const order = accepted.json<{ order: Order }>().order;
    expect(order.state).toBe('awaiting_payment');
    await app.services.paymentWait.remind(order.id);
    // Past the hour of the seller's Partnerly group, when a second ask would be mailed.
    await withClockAhead(HOUR + 60_000, () => pause(3000));
    const asks = mailsTo(creator.email).filter((mail) => ANY_ASK.test(bodyOf(mail)));
    expect(asks).toHaveLength(1);
  });
});
