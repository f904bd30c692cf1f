import { describe, expect, it } from 'vitest';
import { addBusinessDays, formatDate } from '@partnerly/shared';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { bearer, login } from '../../test/factories';
import {
  app,
  emailOf,
  mailsTo,
  pushesTo,
  pushService,
  setUpNoticeApp,
} from '../../test/notice-app';
import { bodyOf, subjectOf } from '../../test/smtp-sink';
import { member, type Member } from '../deals/deals.fixtures';
import { earningsApi } from './earnings.fixtures';

let api: ReturnType<typeof earningsApi>;
setUpNoticeApp((ready) => {
  api = earningsApi(ready);
});

const DAY_MS = 24 * 60 * 60_000;

/** A payable seller with a browser subscribed to pushes; their e-mail address. */
async function subscribedSeller(): Promise<Member & { email: string; endpoint: string }> {
  const seller = await api.seller();
  const subscription = pushService.subscription();
  expect((await api.post(seller, '/api/push/subscriptions/', subscription)).statusCode).toBe(201);
  return { ...seller, email: await emailOf(seller.id), endpoint: subscription.endpoint };
}

const paidMail = (email: string, amount: string) =>
  eventually(
    () => mailsTo(email).find((mail) => subjectOf(mail) === `You've been paid ${amount}`),
    `"You've been paid ${amount}" to ${email}`,
  );

describe('"You\'ve been paid" at release (issue 53, point 2)', () => {
  it('mails and pushes the seller once the buyer approved and the money was released', async () => {
    const seller = await subscribedSeller();
    const buyer = await member(app);
    const order = await api.paidOrder(buyer, seller, 950, 'Launch reel');
    const settled = await api.approved(buyer, seller, order.id);

    const mail = await paidMail(seller.email, '$950');
    const body = bodyOf(mail);
    expect(body).toContain('Partnerly released $950 for "Launch reel"');
    expect(body).toContain('test money');
    expect(body).toContain('/earnings');
    expect(mail.raw).toContain('List-Unsubscribe');
    const push = await eventually(
      () =>
        pushesTo(seller.endpoint).find((each) =>
          /been paid/.test(String((each as { body: string }).body)),
        ),
      'the paid push',
    );
    expect(push).toMatchObject({
      body: 'You\'ve been paid $950 for "Launch reel"',
      url: '/earnings',
      tag: `order-${order.id}-paid`,
    });
    // The seller's completed order says where the money is, in amounts.
    expect(settled.payment.settlement).toMatchObject({ outcome: 'released', to_seller: 950 });
    // Nothing reaches the buyer about it, and the seller gets one mail.
    expect(
      mailsTo(await emailOf(buyer.id)).filter((each) => /been paid/.test(subjectOf(each))),
    ).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(seller.email).filter((each) => /been paid/.test(subjectOf(each)))).toHaveLength(
      1,
    );
  });

  it('tells the seller of a split their part and what went back', async () => {
    const seller = await subscribedSeller();
    const buyer = await member(app);
    const order = await api.paidOrder(buyer, seller, 900);
    await api.split(buyer, order.id, 450);
    const body = bodyOf(await paidMail(seller.email, '$450'));
    expect(body).toContain('After the dispute, $450 went back to the buyer.');
  });

  it('sends nothing when the money went back to the buyer in full', async () => {
    const seller = await subscribedSeller();
    const buyer = await member(app);
    const order = await api.paidOrder(buyer, seller, 200);
    await api.post(buyer, `/api/orders/${order.id}/cancel/`, {});
    await api.post(seller, `/api/orders/${order.id}/cancel/`, {});
    await api.settled(buyer, order.id, 'refunded');
    const paidJobs = await app.inject({
      method: 'GET',
      url: '/api/earnings/',
      headers: seller.headers,
    });
    expect(paidJobs.json<{ orders: unknown[] }>().orders).toHaveLength(1);
    expect(mailsTo(seller.email).filter((each) => /been paid/.test(subjectOf(each)))).toEqual([]);
  });

  it('dates the payout window from the release, whenever it happens (a moved clock)', async () => {
    const seller = await subscribedSeller();
    const buyer = await member(app);
    const order = await api.paidOrder(buyer, seller, 300, 'Weekend story');
    await api.deliver(seller, order.id);
    // Approved by time three days later: the auto-approval job releases the money then.
    await withClockAhead(3 * DAY_MS + 60_000, async () => {
      const { access } = await login(app, seller.username);
      const again = { ...seller, headers: bearer(access) };
      await eventually(
        async () => (await api.orderOf(again, order.id)).payment.settlement?.released_at,
        'the auto-approval and its release',
        20_000,
      );
      const releasedAt = (await api.orderOf(again, order.id)).payment.settlement?.released_at ?? '';
      const mail = await paidMail(seller.email, '$300');
      const expected = formatDate(addBusinessDays(new Date(releasedAt), 7));
      expect(bodyOf(mail)).toContain(expected);
    });
  });
});
