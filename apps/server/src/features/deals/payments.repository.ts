import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PaymentState } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { orderPayments, orders, payoutAccounts } from '../../db/schema';
import { inTransaction } from '../../db/transaction';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type NewPayoutAccount = typeof payoutAccounts.$inferInsert;
export type PaymentRow = typeof orderPayments.$inferSelect;
export type NewPayment = typeof orderPayments.$inferInsert;

/**
 * What a pay does about the order's Checkout Session, decided under the payment row's lock
 * (decision 081): refuse (paid), check the stored session, join the checkout being opened
 * (the same idempotency key gets the same session from Stripe), or open checkout `attempt`,
 * closing `earlier`.
 */
export type CheckoutClaim =
  | { kind: 'paid' }
  | { kind: 'stored'; sessionId: string }
  | { kind: 'join'; attempt: number }
  | { kind: 'start'; attempt: number; earlier: string | null };

/** Payout accounts and orders' payments: the only SQL of deal payments (issue 33). */
export function paymentsRepository(db: Database) {
  return {
    async account(userId: number): Promise<PayoutAccountRow | undefined> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      return row;
    },

    async accountByStripeId(id: string): Promise<PayoutAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.stripeAccountId, id));
      return row;
    },

    /** The payout accounts of some members, by user id. */
    async accounts(userIds: readonly (number | null)[]): Promise<Map<number, PayoutAccountRow>> {
      const wanted = [...new Set(userIds.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select()
        .from(payoutAccounts)
        .where(inArray(payoutAccounts.userId, wanted));
      return new Map(rows.map((row) => [row.userId, row]));
    },

    /** Stores a new account unless the member has one (a concurrent onboarding's claim). */
    async insertAccount(values: NewPayoutAccount): Promise<void> {
      await db.insert(payoutAccounts).values(values).onConflictDoNothing();
    },

    /** The Stripe account made for a member's claim, stored unless one is already. */
    async storeStripeAccount(userId: number, stripeAccountId: string): Promise<void> {
      await db
        .update(payoutAccounts)
        .set({ stripeAccountId })
        .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.stripeAccountId)));
    },

    /** A failed account creation: the next onboarding uses the next idempotency key. */
    async accountCreationFailed(userId: number, tries: number): Promise<void> {
      await db
        .update(payoutAccounts)
        .set({ creationTries: tries + 1 })
        .where(
          and(
            eq(payoutAccounts.userId, userId),
            eq(payoutAccounts.creationTries, tries),
            isNull(payoutAccounts.stripeAccountId),
          ),
        );
    },

    async updateAccount(userId: number, values: Partial<NewPayoutAccount>): Promise<void> {
      await db.update(payoutAccounts).set(values).where(eq(payoutAccounts.userId, userId));
    },

    async payment(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
      return row;
    },

    async payments(orderIds: readonly number[]): Promise<Map<number, PaymentRow>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(orderPayments)
        .where(inArray(orderPayments.orderId, [...orderIds]));
      return new Map(rows.map((row) => [row.orderId, row]));
    },

    /** Records a checkout for an unpaid order (a new one replaces an abandoned one). */
    async startCheckout(values: NewPayment): Promise<void> {
      await db
        .insert(orderPayments)
        .values(values)
        .onConflictDoUpdate({
          target: orderPayments.orderId,
          set: {
            amountCents: values.amountCents,
            feeCents: values.feeCents,
            destination: values.destination,
            checkoutSessionId: values.checkoutSessionId,
            test: values.test,
          },
          setWhere: eq(orderPayments.state, 'unpaid'),
        });
    },

    /** What a pay of an unpaid order does about its session (see CheckoutClaim). */
    claimCheckout(values: NewPayment, at: Date, replacing?: string): Promise<CheckoutClaim> {
      const { orderId } = values;
      return inTransaction(db, async (tx) => {
        await tx.insert(orderPayments).values(values).onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(orderPayments)
          .where(eq(orderPayments.orderId, orderId))
          .for('update');
        if (!row || row.state !== 'unpaid') return { kind: 'paid' };
        const stored = row.checkoutSessionId;
        if (stored && stored !== replacing) return { kind: 'stored', sessionId: stored };
        if (!stored && row.checkoutStartedAt) return { kind: 'join', attempt: row.checkoutTries };
        const attempt = row.checkoutTries + 1;
        await tx
          .update(orderPayments)
          .set({
            amountCents: values.amountCents,
            feeCents: values.feeCents,
            destination: values.destination,
            checkoutSessionId: null,
            checkoutTries: attempt,
            checkoutStartedAt: at,
          })
          .where(eq(orderPayments.orderId, orderId));
        return { kind: 'start', attempt, earlier: stored };
      });
    },

    /** The session of checkout `attempt`, stored by each of the pays that shared it. */
    async storeCheckout(orderId: number, attempt: number, sessionId: string): Promise<void> {
      await db
        .update(orderPayments)
        .set({ checkoutSessionId: sessionId, checkoutStartedAt: null })
        .where(
          and(
            eq(orderPayments.orderId, orderId),
            eq(orderPayments.checkoutTries, attempt),
            eq(orderPayments.state, 'unpaid'),
          ),
        );
    },

    /** Checkout `attempt` failed: the next pay opens the next one (a new idempotency key). */
    async abandonCheckout(orderId: number, attempt: number): Promise<void> {
      await db
        .update(orderPayments)
        .set({ checkoutStartedAt: null })
        .where(
          and(
            eq(orderPayments.orderId, orderId),
            eq(orderPayments.checkoutTries, attempt),
            isNull(orderPayments.checkoutSessionId),
          ),
        );
    },

    /** Marks an unpaid payment held, once: undefined when it was paid already (a replay). */
    async markPaid(orderId: number, values: Partial<NewPayment>): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(orderPayments)
        .set({ ...values, state: 'held' })
        .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.state, 'unpaid')))
        .returning();
      return row;
    },

    /** Plans a held payment's settlement, once: undefined when none is held or one is planned. */
    async planSettlement(
      orderId: number,
      plan: { releaseCents: number; refundCents: number; at: Date },
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(orderPayments)
        .set({
          releaseCents: plan.releaseCents,
          refundCents: plan.refundCents,
          settlePlannedAt: plan.at,
        })
        .where(
          and(
            eq(orderPayments.orderId, orderId),
            eq(orderPayments.state, 'held'),
            isNull(orderPayments.settlePlannedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Stores a done movement once: false when another run stored it first. */
    async recordMovement(
      orderId: number,
      movement: { transferId: string; releasedAt: Date } | { refundId: string; refundedAt: Date },
    ): Promise<boolean> {
      const column = 'transferId' in movement ? orderPayments.transferId : orderPayments.refundId;
      const rows = await db
        .update(orderPayments)
        .set({ ...movement, problem: null, problemAt: null })
        .where(and(eq(orderPayments.orderId, orderId), isNull(column)))
        .returning({ orderId: orderPayments.orderId });
      return rows.length > 0;
    },

    /** The payment's final state once its planned movements are all done. */
    async finish(orderId: number, state: PaymentState): Promise<void> {
      await db
        .update(orderPayments)
        .set({ state, problem: null, problemAt: null })
        .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.state, 'held')));
    },

    /** A failed try: counted (the next try's keys change) and shown to admins. */
    async recordProblem(orderId: number, problem: string, at: Date): Promise<void> {
      await db
        .update(orderPayments)
        .set({
          problem,
          problemAt: sql`coalesce(${orderPayments.problemAt}, ${at.toISOString()}::timestamptz)`,
          tries: sql`${orderPayments.tries} + 1`,
        })
        .where(eq(orderPayments.orderId, orderId));
    },

    /** Payments whose settlement keeps failing, oldest problem first, with their titles. */
    problems() {
      return db
        .select({ payment: orderPayments, title: orders.title })
        .from(orderPayments)
        .innerJoin(orders, eq(orders.id, orderPayments.orderId))
        .where(isNotNull(orderPayments.problem))
        .orderBy(desc(orderPayments.problemAt))
        .limit(100);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
