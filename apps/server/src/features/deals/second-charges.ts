import type { PaymentProblem } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { AuditLog } from './deal-ports';
import type { DealJobs } from './deal-job-payloads';
import { dealsRepository } from './deals.repository';
import type { StripeConnect } from './payment-gateway';
import { paymentRecorder } from './payment-record';
import { paymentsRepository } from './payments.repository';
import { secondChargesRepository, type SecondChargeRow } from './second-charges.repository';

/** A paid Checkout Session of an order, as Stripe holds it. */
export interface PaidCharge {
  orderId: number;
  sessionId: string;
  paymentIntentId: string;
  amountCents: number;
}

/** How a second charge's refund is shown among the admin's Payment problems. */
export const presentSecondCharge = (
  row: SecondChargeRow,
  title: string,
  state: PaymentProblem['state'],
): PaymentProblem => ({
  kind: 'second_charge',
  order_id: row.orderId,
  title,
  state,
  release_amount: 0,
  refund_amount: row.amountCents / 100,
  error: row.problem ?? '',
  tries: row.tries,
  since: (row.problemAt ?? new Date(0)).toISOString(),
});

/**
 * Second charges of an order (issue 46, case 3; decision 081): an order is paid once, so a
 * successful charge of another of its sessions (paid before it could be closed) is stored once,
 * audited, and refunded in full by a job, with the refund's timeline entry and audit line; a
 * refund that keeps failing is listed in the admin's Payment problems.
 */
export function secondChargesService(deps: {
  db: Database;
  connect: StripeConnect | undefined;
  events: EventBus;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue'>;
  audit: AuditLog;
}) {
  const { db, connect } = deps;
  const repository = secondChargesRepository(db);
  const record = paymentRecorder(deps.audit, deps.events);

  return {
    /** A paid session that is not the order's payment: stored, audited and queued once. */
    async found(tx: Tx, charge: PaidCharge): Promise<void> {
      const stored = await secondChargesRepository(tx).insert({
        paymentIntentId: charge.paymentIntentId,
        orderId: charge.orderId,
        checkoutSessionId: charge.sessionId,
        amountCents: charge.amountCents,
        createdAt: clockNow(),
      });
      if (!stored) return;
      await deps.audit.record(
        {
          admin: 'partnerly',
          action: 'order.second_charge',
          target: `order:${charge.orderId}`,
          details: {
            cents: charge.amountCents,
            payment_intent: charge.paymentIntentId,
            session: charge.sessionId,
          },
        },
        tx,
      );
      const payload = { paymentIntentId: charge.paymentIntentId };
      await deps.jobs.enqueue('deals.second-charge-refund', payload, { tx });
    },

    /**
     * The refund job: the whole charge back to the buyer, once. The key is the charge's and the
     * try's, and a refund an earlier try made is adopted (decision 050's rule).
     */
    async refund(paymentIntentId: string): Promise<void> {
      const charge = await repository.find(paymentIntentId);
      if (!connect || !charge || charge.refundId) return;
      let refundId: string;
      try {
        refundId = await connect.refund({
          orderId: charge.orderId,
          amountCents: charge.amountCents,
          paymentIntentId,
          try: charge.tries,
          secondCharge: true,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repository.recordProblem(paymentIntentId, message.slice(0, 500), clockNow());
        throw error;
      }
      await inTransaction(db, async (tx) => {
        const at = clockNow();
        if (!(await secondChargesRepository(tx).recordRefund(paymentIntentId, refundId, at))) {
          return;
        }
        const order = await dealsRepository(tx).findOrder(charge.orderId);
        if (!order) return;
        await record(tx, order, 'payment_refunded', charge.amountCents, false, {
          action: 'order.second_charge_refunded',
          what: 'a second payment for this order, refunded',
          details: { payment_intent: paymentIntentId, refund: refundId },
        });
      });
    },

    /** Refunds that keep failing, for the admin's Payment problems. */
    async problems(): Promise<PaymentProblem[]> {
      const rows = await repository.problems();
      const payments = await paymentsRepository(db).payments(rows.map((row) => row.charge.orderId));
      return rows.map(({ charge, title }) =>
        presentSecondCharge(charge, title, payments.get(charge.orderId)?.state ?? 'unpaid'),
      );
    },

    /** An order's second charges whose refund keeps failing. */
    failing: (orderId: number) => repository.failing(orderId),

    /** An admin's "Try again": the refunds are queued again, in the transaction of its audit. */
    async requeue(tx: Tx, charges: readonly SecondChargeRow[]): Promise<void> {
      for (const charge of charges) {
        const payload = { paymentIntentId: charge.paymentIntentId };
        await deps.jobs.enqueue('deals.second-charge-refund', payload, { tx });
      }
    },
  };
}

export type SecondChargesService = ReturnType<typeof secondChargesService>;
