import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  DEAL_MESSAGES,
  PAYMENT_MESSAGES,
  type DealMoney,
  type OrderPayment,
  type PaymentProblem,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import { viaStripe } from '../billing/stripe.client';
import type { User } from '../users/user';
import type { AuditLog } from './deal-ports';
import { paymentRecorder } from './payment-record';
import type { DealJobs } from './deal-job-payloads';
import { dealsRepository, type OrderRow } from './deals.repository';
import type { PaymentsMode, StripeConnect } from './payment-gateway';
import { paymentsRepository, type PaymentRow } from './payments.repository';
import { dealMoney, feeCentsOf } from './deal-money';
import { presentPayment, presentProblem } from './payments.presenter';
import type { PayoutsService } from './payouts.service';
import { oneCheckout } from './one-checkout';
import type { SecondChargesService } from './second-charges';

/** Orders that may be paid: waiting for it (decision 092), or under way when paid late. */
const UNDERWAY = new Set(['awaiting_payment', 'active', 'delivered', 'changes_requested']);

/** A split an admin enters for a dispute: this much (whole dollars) back to the buyer. */
export interface Split {
  refundAmount: number;
}

/**
 * An order's payment (issue 33): paid through a Checkout Session (or the test checkout), held
 * until the order closes, then settled by a job: the price transferred to the seller from the
 * charge, a refund to the buyer, or both for an admin's split. Each movement is stored with its
 * Stripe id, a timeline entry and an audit line in one transaction, so a job run twice moves
 * money once (decision 050).
 */
export function orderPaymentsService(deps: {
  db: Database;
  mode: PaymentsMode;
  connect: StripeConnect | undefined;
  payouts: Pick<PayoutsService, 'payable'>;
  secondCharges: Pick<SecondChargesService, 'found' | 'problems' | 'failing' | 'requeue'>;
  events: EventBus;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue'>;
  audit: AuditLog;
  log: FastifyBaseLogger;
  feePercent: number;
  publicUrl: string;
}) {
  const { db, mode, connect, log } = deps;
  const repository = paymentsRepository(db);
  const orders = dealsRepository(db);

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

  /**
   * Marks a payment held (once), tells the seller, and settles it at once if the order closed;
   * false when it was not unpaid.
   */
  async function markPaid(orderId: number, values: Partial<PaymentRow>): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      const row = await paymentsRepository(tx).markPaid(orderId, values);
      // Payment before work (decision 092): a waiting order starts with its payment.
      const order =
        row &&
        ((await dealsRepository(tx).changeOrder(orderId, ['awaiting_payment'], {
          state: 'active',
          updatedAt: clockNow(),
        })) ??
          (await dealsRepository(tx).findOrder(orderId)));
      if (!row) return false;
      if (!order) return true;
      await record(tx, order, 'paid', row.amountCents, row.test);
      // Paid after the order closed (a late webhook): settled as the closing step would have.
      if (order.state === 'completed' || order.state === 'cancelled') await plan(tx, order);
      return true;
    });
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

    /** The payments of some orders on the wire, in the orders' order. */
    async presentAll(rows: OrderRow[]): Promise<OrderPayment[]> {
      const [payments, payable] = await Promise.all([
        repository.payments(rows.map((row) => row.id)),
        deps.payouts.payable(rows.map((row) => row.sellerId)),
      ]);
      return rows.map((row) =>
        presentPayment(row, payments.get(row.id), {
          feePercent: deps.feePercent,
          mode,
          sellerPayable: row.sellerId !== null && payable.has(row.sellerId),
        }),
      );
    },

    /** What accepting each offer would cost and pay, in the offers' order (issue 51). */
    async moneyOf(
      offers: readonly { price: number; sellerId: number | null }[],
    ): Promise<DealMoney[]> {
      const payable = await deps.payouts.payable(offers.map((offer) => offer.sellerId));
      return offers.map((offer) =>
        dealMoney(offer.price, {
          feePercent: deps.feePercent,
          mode,
          sellerPayable: offer.sellerId !== null && payable.has(offer.sellerId),
        }),
      );
    },

    /** POST api/orders/{id}/pay/: a Checkout Session for the price plus the fee. */
    async pay(me: User, orderId: number): Promise<string> {
      const order = await orders.findOrder(orderId);
      if (!order || (order.buyerId !== me.id && order.sellerId !== me.id)) throw notFound();
      if (order.buyerId !== me.id) throw conflict(DEAL_MESSAGES.onlyBuyer);
      if (mode === 'off') throw conflict(PAYMENT_MESSAGES.paymentsOff);
      const existing = await repository.payment(orderId);
      if (existing && existing.state !== 'unpaid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      if (!UNDERWAY.has(order.state)) throw conflict(PAYMENT_MESSAGES.notUnderway);
      const seller = order.sellerId;
      if (seller === null || !(await deps.payouts.payable([seller])).has(seller)) {
        throw conflict(PAYMENT_MESSAGES.sellerNotPayable);
      }
      const feeCents = feeCentsOf(order.price, deps.feePercent);
      const amountCents = order.price * 100 + feeCents;
      if (!connect) {
        await repository.startCheckout({ orderId, amountCents, feeCents, test: true });
        return `${deps.publicUrl}/checkout/test?order=${orderId}`;
      }
      const destination = (await repository.account(seller))?.stripeAccountId;
      return oneCheckout({ db, connect, log }, order, { amountCents, feeCents, destination });
    },

    /** The test checkout's "Pay": what `checkout.session.completed` does, with test money. */
    async completeTestPayment(me: User, orderId: number): Promise<void> {
      if (mode !== 'test') throw notFound();
      const order = await orders.findOrder(orderId);
      if (!order || order.buyerId !== me.id) throw notFound();
      const payment = await repository.payment(orderId);
      if (!payment || !payment.test) throw conflict(PAYMENT_MESSAGES.sellerNotPayable);
      if (payment.state !== 'unpaid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
      await markPaid(orderId, { paidAt: clockNow() });
    },

    /**
     * `checkout.session.completed` (or `async_payment_succeeded`) of a payment-mode session,
     * read back from Stripe: an unpaid one is left for its later event.
     */
    async checkoutCompleted(session: Stripe.Checkout.Session): Promise<void> {
      if (!connect) return;
      const paid = await viaStripe(log, () => connect.paidSession(session.id));
      const payment = paid && (await repository.payment(paid.orderId));
      if (!paid || !payment) {
        log.warn({ session: session.id }, 'stripe: completed checkout of no known order ignored');
        return;
      }
      const values = {
        paymentIntentId: paid.paymentIntentId,
        chargeId: paid.chargeId,
        checkoutSessionId: session.id,
        paidAt: clockNow(),
      };
      if (await markPaid(paid.orderId, values)) return;
      // Paid already: the same charge again is a replay; another is a second charge (case 3).
      const held = await repository.payment(paid.orderId);
      if (!held || held.paymentIntentId === paid.paymentIntentId) return;
      await inTransaction(db, (tx) =>
        deps.secondCharges.found(tx, { ...paid, sessionId: session.id }),
      );
    },

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

export type OrderPaymentsService = ReturnType<typeof orderPaymentsService>;
