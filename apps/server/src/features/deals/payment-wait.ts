import { PAYMENT_REMINDER_HOURS, UNPAID_CANCEL_DAYS } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { DealJobs } from './deal-job-payloads';
import type { DealNotices } from './deal-notices';
import { dealsRepository, type OrderRow } from './deals.repository';
import { DAY_MS, HOUR_MS, type OrderSteps } from './order-steps';
import type { PaymentsMode } from './payment-gateway';
import type { PayoutNudges } from './payout-nudges';
import type { PayoutsService } from './payouts.service';

/**
 * Payment before work (issue 53, decision 092): when the money goes through Partnerly, an
 * accepted order waits in `awaiting_payment` until the buyer pays (the payment moves it on to
 * `active`, payment-record.ts), its buyer is reminded, and it is cancelled with no penalty when
 * still unpaid `unpaidCancelDays` after the acceptance. With payments off it starts `active`.
 */
export function paymentWait(deps: {
  db: Database;
  mode: PaymentsMode;
  unpaidCancelDays: number | undefined;
  steps: Pick<OrderSteps, 'take'>;
  notices: Pick<DealNotices, 'queue'>;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue'>;
  payouts: Pick<PayoutsService, 'payable'>;
  nudges: Pick<PayoutNudges, 'orderWaits'>;
}) {
  const { db, mode } = deps;
  const repository = dealsRepository(db);
  const waitMs = (deps.unpaidCancelDays ?? UNPAID_CANCEL_DAYS) * DAY_MS;

  return {
    /**
     * The state an accepted order opens in: waiting when its money goes through Partnerly now
     * (payments on, the seller payable). A seller without payouts chose to be paid outside for
     * now, as the offer card told both before the acceptance: today's flow (decision 092).
     */
    async firstState(tx: Tx, sellerId: number | null): Promise<'awaiting_payment' | 'active'> {
      if (mode === 'off' || sellerId === null) return 'active';
      const payable = await deps.payouts.payable([sellerId], tx);
      return payable.has(sellerId) ? 'awaiting_payment' : 'active';
    },

    /** Queues the reminders and the expiry of an order opened waiting (in its transaction). */
    async started(tx: Tx, order: OrderRow): Promise<void> {
      if (order.state !== 'awaiting_payment') return;
      const at = order.createdAt.getTime();
      for (const hours of PAYMENT_REMINDER_HOURS) {
        await deps.jobs.enqueue(
          'deals.reminder',
          { orderId: order.id, kind: 'payment' },
          { tx, runAt: new Date(at + hours * HOUR_MS) },
        );
      }
      await deps.jobs.enqueue(
        'deals.payment-expiry',
        { orderId: order.id },
        { tx, runAt: new Date(at + waitMs) },
      );
    },

    /**
     * The reminder: the buyer is asked to pay; if the seller's payout account stopped being
     * payable since (Stripe restricted it), the buyer could not, so the seller is nudged instead.
     */
    async remind(id: number): Promise<void> {
      const order = await repository.findOrder(id);
      if (order?.state !== 'awaiting_payment' || order.sellerId === null) return;
      const sellerId = order.sellerId;
      if (!(await deps.payouts.payable([sellerId])).has(sellerId)) {
        // The seller's ask is the one payouts nudge, so no deal mails it twice (decision 105).
        await inTransaction(db, (tx) => deps.nudges.orderWaits({ ...order, sellerId }, tx));
        return;
      }
      const buyerId = order.buyerId;
      if (buyerId === null) return;
      const names = await repository.usernames([sellerId]);
      await inTransaction(db, (tx) =>
        deps.notices.queue(
          {
            userId: buyerId,
            step: 'order.payment-due',
            title: order.title,
            counterpart: names.get(sellerId) ?? null,
            // Partnerly's own reminder, grouped apart from what the other member does.
            counterpartId: null,
            orderId: order.id,
          },
          tx,
        ),
      );
    },

    /**
     * The expiry job: an order still unpaid is cancelled, and both sides are told. A payment
     * arriving later (a Checkout page left open) is refunded like any payment of a cancelled
     * order (order-payments.service.ts, markPaid).
     */
    async expire(id: number): Promise<void> {
      const now = clockNow();
      const order = await repository.findOrder(id);
      if (!order) return;
      await deps.steps.take(
        id,
        {
          action: 'expire_unpaid',
          changes: { state: 'cancelled', cancelRequestedBy: null },
          guard: { createdBy: new Date(now.getTime() - waitMs) },
          by: null,
          kind: 'cancelled',
          note: 'Not paid in time: cancelled with no penalty for either side',
          step: 'order.payment-expired',
          waiting: [order.buyerId, order.sellerId],
        },
        now,
      );
    },
  };
}

export type PaymentWait = ReturnType<typeof paymentWait>;
