import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  DEAL_MESSAGES,
  PAYMENT_MESSAGES,
  type DealMoney,
  type OrderPayment,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { conflict, notFound } from '../../lib/errors';
import { clockNow } from '../../lib/jobs/job-worker';
import { viaStripe } from '../billing/stripe.client';
import type { User } from '../users/user';
import type { AuditLog } from './deal-ports';
import { paymentRecorder } from './payment-record';
import { dealsRepository, type OrderRow } from './deals.repository';
import type { PaymentsMode, StripeConnect } from './payment-gateway';
import { paymentsRepository, type PaymentRow } from './payments.repository';
import { dealMoney, feeCentsOf } from './deal-money';
import { presentPayment } from './payments.presenter';
import type { PaymentSettlementsService } from './payment-settlements.service';
import type { PayoutsService } from './payouts.service';
import { oneCheckout } from './one-checkout';
import type { SecondChargesService } from './second-charges';

/** Orders that may be paid: waiting for it (decision 092), or under way when paid late. */
const UNDERWAY = new Set(['awaiting_payment', 'active', 'delivered', 'changes_requested']);

/**
 * An order's payment (issue 33): paid through a Checkout Session (or the test checkout) and
 * held until the order closes, when `paymentSettlements` moves it; and what an order or an
 * offer costs and pays, as the members see it. The payment is stored with its timeline entry
 * and audit line in one transaction, so a replayed webhook marks it paid once (decision 050).
 */
export function orderPaymentsService(deps: {
  db: Database;
  mode: PaymentsMode;
  connect: StripeConnect | undefined;
  payouts: Pick<PayoutsService, 'payable'>;
  secondCharges: Pick<SecondChargesService, 'found'>;
  settlements: Pick<PaymentSettlementsService, 'plan'>;
  events: EventBus;
  audit: AuditLog;
  log: FastifyBaseLogger;
  feePercent: number;
  publicUrl: string;
}) {
  const { db, mode, connect, log } = deps;
  const repository = paymentsRepository(db);
  const orders = dealsRepository(db);

  const record = paymentRecorder(deps.audit, deps.events);

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
      if (order.state === 'completed' || order.state === 'cancelled')
        await deps.settlements.plan(tx, order);
      return true;
    });
  }

  return {
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
  };
}

export type OrderPaymentsService = ReturnType<typeof orderPaymentsService>;
