import { PAYMENT_MESSAGES, type PaymentProblem } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { fieldError, notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { AuditLog } from './deal-ports';
import type { DealJobs } from './deal-job-payloads';
import { dealsRepository, type OrderRow } from './deals.repository';
import type { StripeConnect } from './payment-gateway';
import { paymentRecorder } from './payment-record';
import { paymentsRepository, type PaymentRow } from './payments.repository';
import { presentProblem } from './payments.presenter';
import type { SecondChargesService } from './second-charges';

/** A split an admin enters for a dispute: this much (whole dollars) back to the buyer. */
export interface Split {
  refundAmount: number;
}

/**
 * A held payment settled when its order closes (issue 33): planned in the closing step's
 * transaction, then moved by a job: the price transferred to the seller from the charge, a
 * refund to the buyer, or both for an admin's split. Each movement is stored with its Stripe
 * id, a timeline entry and an audit line in one transaction, so a job run twice moves money
 * once (decision 050); settlements that keep failing are the admin's Payment problems.
 */
export function paymentSettlementsService(deps: {
  db: Database;
  connect: StripeConnect | undefined;
  secondCharges: Pick<SecondChargesService, 'problems' | 'failing' | 'requeue'>;
  events: EventBus;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue'>;
  audit: AuditLog;
}) {
  const { db, connect } = deps;
  const repository = paymentsRepository(db);

  const record = paymentRecorder(deps.audit, deps.events);

  /** Plans the settlement of a held payment for a closed order and queues its job, once. */
  async function plan(tx: Tx, order: OrderRow, split?: Split): Promise<void> {
    const price = order.price * 100;
    const payments = paymentsRepository(tx);
    const held = await payments.payment(order.id);
    if (!held || held.state !== 'held') return;
    const refundCents =
      order.state === 'cancelled' ? held.amountCents : split ? split.refundAmount * 100 : 0;
    const releaseCents = order.state === 'cancelled' ? 0 : price - (split ? refundCents : 0);
    const planned = await payments.planSettlement(order.id, {
      releaseCents,
      refundCents,
      at: clockNow(),
    });
    if (planned) await deps.jobs.enqueue('deals.payment-settle', { orderId: order.id }, { tx });
  }

  /** One movement of a settlement, stored with its timeline entry and audit line. */
  async function move(
    payment: PaymentRow,
    kind: 'payment_released' | 'payment_refunded',
    call: () => Promise<string>,
  ) {
    const id = await call();
    const at = clockNow();
    await inTransaction(db, async (tx) => {
      const movement =
        kind === 'payment_released'
          ? { transferId: id, releasedAt: at }
          : { refundId: id, refundedAt: at };
      if (!(await paymentsRepository(tx).recordMovement(payment.orderId, movement))) return;
      const order = await dealsRepository(tx).findOrder(payment.orderId);
      const cents = kind === 'payment_released' ? payment.releaseCents : payment.refundCents;
      if (order) await record(tx, order, kind, cents, payment.test);
    });
  }

  async function transferOf(payment: PaymentRow): Promise<string> {
    if (payment.test) return `test_tr_order_${payment.orderId}`;
    const { destination, chargeId } = payment;
    if (!connect || !destination || !chargeId) throw new Error('payment without Stripe details');
    return connect.transfer({
      orderId: payment.orderId,
      amountCents: payment.releaseCents,
      destination,
      chargeId,
      try: payment.tries,
    });
  }

  async function refundOf(payment: PaymentRow): Promise<string> {
    if (payment.test) return `test_re_order_${payment.orderId}`;
    const intent = payment.paymentIntentId;
    if (!connect || !intent) throw new Error('payment without Stripe details');
    return connect.refund({
      orderId: payment.orderId,
      amountCents: payment.refundCents,
      paymentIntentId: intent,
      try: payment.tries,
    });
  }

  return {
    plan,

    /**
     * The settlement job: the planned refund, then the planned transfer, each skipped once
     * stored; a failure is counted and shown to admins, and the job retries with backoff.
     */
    async settle(orderId: number): Promise<void> {
      const payment = await repository.payment(orderId);
      if (!payment || payment.state !== 'held' || !payment.settlePlannedAt) return;
      try {
        if (payment.refundCents > 0 && !payment.refundId) {
          await move(payment, 'payment_refunded', () => refundOf(payment));
        }
        if (payment.releaseCents > 0 && !payment.transferId) {
          await move(payment, 'payment_released', () => transferOf(payment));
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repository.recordProblem(orderId, message.slice(0, 500), clockNow());
        throw error;
      }
      const state =
        payment.refundCents === 0
          ? 'released'
          : payment.refundCents >= payment.amountCents
            ? 'refunded'
            : 'partially_refunded';
      await repository.finish(orderId, state);
    },

    /** The admin's Payment problems: settlements and second charges' refunds that keep failing. */
    async problems(): Promise<PaymentProblem[]> {
      const [rows, refunds] = await Promise.all([
        repository.problems(),
        deps.secondCharges.problems(),
      ]);
      return [...rows.map(({ payment, title }) => presentProblem(payment, title)), ...refunds].sort(
        (a, b) => b.since.localeCompare(a.since),
      );
    },

    /** An admin's "Try again" on an order's payment problems: their jobs run once more. */
    async retry(admin: { id: number; username: string }, orderId: number): Promise<void> {
      const [payment, refunds] = await Promise.all([
        repository.payment(orderId),
        deps.secondCharges.failing(orderId),
      ]);
      if (!payment?.problem && refunds.length === 0) throw notFound();
      await inTransaction(db, async (tx) => {
        await deps.audit.record(
          { admin, action: 'order.payment-retry', target: `order:${orderId}` },
          tx,
        );
        if (payment?.problem) await deps.jobs.enqueue('deals.payment-settle', { orderId }, { tx });
        await deps.secondCharges.requeue(tx, refunds);
      });
    },

    /** The split's refund, checked against the order's price (400 with the field). */
    checkSplit(order: OrderRow, split: Split | undefined) {
      if (split && split.refundAmount >= order.price) {
        throw fieldError('refund_amount', PAYMENT_MESSAGES.splitTooLarge);
      }
    },
  };
}

export type PaymentSettlementsService = ReturnType<typeof paymentSettlementsService>;
