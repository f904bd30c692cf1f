import { describe, expect, it } from 'vitest';
import { PAYMENT_REMINDER_HOURS, UNPAID_CANCEL_DAYS } from '@partnerly/shared';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { app, emailOf, mailsTo, setUpNoticeApp } from '../../test/notice-app';
import { bodyOf } from '../../test/smtp-sink';
import { stored } from './deals.fixtures';
import { DAY_MS, HOUR_MS } from './order-steps';
import { paymentWaitApi } from './payment-wait.fixtures';

let api: ReturnType<typeof paymentWaitApi>;
setUpNoticeApp((ready) => {
  api = paymentWaitApi(ready);
});

const mailTo = (email: string, line: RegExp) =>
  eventually(
    () => mailsTo(email).find((mail) => line.test(bodyOf(mail))),
    `a mail "${line.source}" to ${email}`,
    30_000,
  );

describe('an order waiting for its payment (issue 53, decision 092)', () => {
  it('reminds the buyer to pay, then cancels and tells both sides (moved clock)', async () => {
    const seller = await api.payableSeller();
    const buyer = await api.payableSeller();
    const [buyerEmail, sellerEmail] = [await emailOf(buyer.id), await emailOf(seller.id)];
    await api.order(buyer, seller, { title: 'Unpaid reels' });
    const [first, second] = PAYMENT_REMINDER_HOURS;
    await withClockAhead(first * HOUR_MS + 60_000, () =>
      mailTo(buyerEmail, /Pay for "Unpaid reels" so .+ can start/),
    );
    const reminders = () =>
      mailsTo(buyerEmail).map(bodyOf).join().split('Pay for "Unpaid reels"').length - 1;
    await withClockAhead(second * HOUR_MS + 2 * HOUR_MS, () =>
      eventually(() => reminders() >= 2, 'the second reminder'),
    );
    // The seller is not asked to pay, and hears of the order's end with the buyer.
    expect(mailsTo(sellerEmail).map(bodyOf).join()).not.toMatch(/Pay for/);
    await withClockAhead(UNPAID_CANCEL_DAYS * DAY_MS + 2 * HOUR_MS, async () => {
      await mailTo(buyerEmail, /"Unpaid reels" was cancelled: it was not paid in time/);
      await mailTo(sellerEmail, /"Unpaid reels" was cancelled: it was not paid in time/);
    });
  });

  it('reminds nobody once the order is paid', async () => {
    const seller = await api.payableSeller();
    const buyer = await api.payableSeller();
    const order = await api.order(buyer, seller, { title: 'Paid reels' });
    await api.pay(buyer, order.id);
    /** The payment reminders of this order still to run by now (a job that ran is gone or done). */
    const dueReminders = async () =>
      (await stored(app).jobsNamed('deals.reminder')).filter((job) => {
        const payload = job.payload as { orderId: number; kind: string };
        return (
          payload.orderId === order.id &&
          payload.kind === 'payment' &&
          job.doneAt == null &&
          job.runAt.getTime() <= Date.now()
        );
      }).length;
    const scheduled = (await stored(app).jobsNamed('deals.reminder')).filter(
      (job) => (job.payload as { orderId: number }).orderId === order.id,
    );
    expect(scheduled.length).toBeGreaterThan(0);
    await withClockAhead(PAYMENT_REMINDER_HOURS[0] * HOUR_MS + 60_000, () =>
      eventually(async () => (await dueReminders()) === 0, 'the first reminder job to run', 30_000),
    );
    expect(
      mailsTo(await emailOf(buyer.id))
        .map(bodyOf)
        .join(),
    ).not.toMatch(/Pay for/);
  });
});
