import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offers } from '../../db/schema';
import { AUTO_APPROVAL_DAYS, DEAL_REMINDER_HOURS, utcDate, type Offer } from '@partnerly/shared';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import {
  app,
  emailOf,
  stepMailsTo,
  pushesTo,
  pushService,
  setUpNoticeApp,
} from '../../test/notice-app';
import { bodyOf, subjectOf } from '../../test/smtp-sink';
import { dealsApi, member, termsBody, type Member } from './deals.fixtures';

let api: ReturnType<typeof dealsApi>;
setUpNoticeApp((ready) => {
  api = dealsApi(ready);
});

const HOUR = 60 * 60_000;

/** A member with a browser subscribed to pushes; their e-mail address. */
async function subscribed(): Promise<Member & { email: string; endpoint: string }> {
  const someone = await member(app);
  const subscription = pushService.subscription();
  const response = await api.post(someone, '/api/push/subscriptions/', subscription);
  expect(response.statusCode).toBe(201);
  return { ...someone, email: await emailOf(someone.id), endpoint: subscription.endpoint };
}

/**
 * How long a notice may take: a moved clock makes every job of the file due at once (reminders,
 * expiries, payment waits), and the notice and its mail are two more jobs behind them in the
 * queue, which a full suite on two busy cores took over 10 s to reach (CI, 2026-11-28).
 */
const NOTICE_WAIT_MS = 30_000;

/** The mail whose text says `line` (the subject names nobody since decision 079). */
const mailTo = (email: string, line: RegExp) =>
  eventually(
    () => stepMailsTo(email).find((mail) => line.test(bodyOf(mail))),
    `a mail "${line.source}" to ${email}`,
    NOTICE_WAIT_MS,
  );
const pushTo = (endpoint: string, body: RegExp) =>
  eventually(
    () => pushesTo(endpoint).find((payload) => body.test((payload as { body: string }).body)),
    `a push "${body.source}"`,
    NOTICE_WAIT_MS,
  );

describe('deal updates by push and e-mail', { timeout: 90_000 }, () => {
  it('reach the member each step waits for, and only them', async () => {
    const brand = await subscribed();
    const creator = await subscribed();
    const offer = await api.offer(brand, creator, { title: 'Spring reels' });

    const mail = await mailTo(creator.email, /sent you an offer: "Spring reels"/);
    expect(subjectOf(mail)).toBe('A deal update on Partnerly');
    expect(bodyOf(mail)).toContain(`${brand.username} sent you an offer: "Spring reels"`);
    expect(mail.raw).toContain('List-Unsubscribe');
    expect(await pushTo(creator.endpoint, /sent you an offer/)).toMatchObject({
      title: 'Partnerly deals',
      url: `/offers/${offer.id}`,
      tag: `offer-${offer.id}`,
    });

    const terms = termsBody({ title: 'Spring reels' });
    const counter = await api.post(creator, `/api/offers/${offer.id}/counter/`, terms);
    const second = counter.json<Offer>();
    await mailTo(brand.email, /countered your offer/);
    const accepted = await api.post(brand, `/api/offers/${second.id}/accept/`);
    const orderId = accepted.json<{ order: { id: number } }>().order.id;
    await api.deliver(creator, orderId);
    expect(await pushTo(brand.endpoint, /review the delivery/)).toMatchObject({
      url: `/deals/${orderId}`,
      tag: `order-${orderId}`,
    });
    await api.post(brand, `/api/orders/${orderId}/request-changes/`, { note: 'Brighter' });
    await api.post(brand, `/api/orders/${orderId}/dispute/`, { reason: 'Late' });

    // Each member heard of the other within the hour: the next steps come in one mail each.
    await withClockAhead(HOUR + 60_000, async () => {
      const steps = await mailTo(creator.email, /accepted your offer/);
      expect(bodyOf(steps)).toMatch(
        /accepted your offer[\s\S]*asked for changes[\s\S]*reported a problem/,
      );
      expect(subjectOf(steps)).toBe('3 deal updates on Partnerly');
      await mailTo(brand.email, /delivered "Spring reels": review the delivery/);
    });

    // Nobody hears of their own step: the brand got no mail about the offer it made.
    expect(stepMailsTo(brand.email).map(bodyOf).join()).not.toMatch(/sent you an offer/);
    expect(stepMailsTo(brand.email)).toHaveLength(2);
    expect(stepMailsTo(creator.email)).toHaveLength(2);
  });

  it('stay silent for a member who turned Deal updates off', async () => {
    const brand = await subscribed();
    const creator = await subscribed();
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/notification-settings/',
      headers: creator.headers,
      payload: { deal_updates: false },
    });
    expect(settings.json()).toMatchObject({ deal_updates: false, email_unread: true });
    const other = await subscribed();
    await api.offer(brand, creator, { title: 'Quiet offer' });
    await api.offer(brand, other, { title: 'Loud offer' });
    // The member who kept them on hears; by then the quiet one's jobs would have run too.
    await mailTo(other.email, /Loud offer/);
    await pushTo(other.endpoint, /Loud offer/);
    expect(stepMailsTo(creator.email)).toEqual([]);
    expect(pushesTo(creator.endpoint)).toEqual([]);
  });

  it('remind the seller a day before the due date, and tell the sender of an offer that ran out', async () => {
    const buyer = await subscribed();
    const seller = await subscribed();
    const order = await api.order(buyer, seller, { title: 'Due reels', due_date: utcDate(2) });
    const offer = await api.offer(buyer, seller, { title: 'Unanswered reels' });
    const dayBeforeDue = Date.parse(`${order.due_date}T00:00:00Z`);
    await withClockAhead(dayBeforeDue - Date.now() + 60_000, () =>
      mailTo(seller.email, /"Due reels" is due in 24 hours/),
    );
    // Another deal mail to the buyer may have gone within the hour before the expiry (a
    // reminder whose first send failed and was retried): the expiry then rides in the hourly
    // group mail of decision 079 rather than at once. So: past the expiry, then an hour on.
    const untilExpiry = Date.parse(offer.expires_at) - Date.now();
    await withClockAhead(untilExpiry + 60_000, () =>
      eventually(async () => {
        const [row] = await app.database.db
          .select({ state: offers.state })
          .from(offers)
          .where(eq(offers.id, offer.id));
        return row?.state === 'expired';
      }, 'the offer to expire'),
    );
    await withClockAhead(untilExpiry + 2 * HOUR + 60_000, () =>
      mailTo(buyer.email, /Your offer "Unanswered reels" expired without an answer/),
    );
    expect(stepMailsTo(buyer.email).some((mail) => /due in 24 hours/.test(bodyOf(mail)))).toBe(
      false,
    );
  });

  it('remind the buyer a day before the auto-approval', async () => {
    const buyer = await subscribed();
    const seller = await subscribed();
    const order = await api.order(buyer, seller, { title: 'Reminder reels' });
    await api.deliver(seller, order.id);
    await withClockAhead((AUTO_APPROVAL_DAYS * 24 - DEAL_REMINDER_HOURS) * HOUR + 60_000, () =>
      mailTo(buyer.email, /will be approved in 24 hours/),
    );
    expect(
      stepMailsTo(seller.email).some((mail) => /approved in 24 hours/.test(bodyOf(mail))),
    ).toBe(false);
  });
});
