import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, secondCharges } from '../../db/schema';

export type SecondChargeRow = typeof secondCharges.$inferSelect;
export type NewSecondCharge = typeof secondCharges.$inferInsert;

/** Second charges of orders (decision 081): the only SQL about them. */
export function secondChargesRepository(db: Database) {
  return {
    /** Stores a charge once: false when it was stored already (its webhook came again). */
    async insert(values: NewSecondCharge): Promise<boolean> {
      const rows = await db
        .insert(secondCharges)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: secondCharges.paymentIntentId });
      return rows.length > 0;
    },

    async find(paymentIntentId: string): Promise<SecondChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(secondCharges)
        .where(eq(secondCharges.paymentIntentId, paymentIntentId));
      return row;
    },

    /** An order's second charges whose refund keeps failing. */
    failing(orderId: number): Promise<SecondChargeRow[]> {
      return db
        .select()
        .from(secondCharges)
        .where(and(eq(secondCharges.orderId, orderId), isNotNull(secondCharges.problem)));
    },

    /** Stores the refund once: false when another run stored it first. */
    async recordRefund(paymentIntentId: string, refundId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(secondCharges)
        .set({ refundId, refundedAt: at, problem: null, problemAt: null })
        .where(
          and(eq(secondCharges.paymentIntentId, paymentIntentId), isNull(secondCharges.refundId)),
        )
        .returning({ id: secondCharges.paymentIntentId });
      return rows.length > 0;
    },

    /** A failed refund: counted (the next try's key changes) and shown to admins. */
    async recordProblem(paymentIntentId: string, problem: string, at: Date): Promise<void> {
      await db
        .update(secondCharges)
        .set({
          problem,
          problemAt: sql`coalesce(${secondCharges.problemAt}, ${at.toISOString()}::timestamptz)`,
          tries: sql`${secondCharges.tries} + 1`,
        })
        .where(eq(secondCharges.paymentIntentId, paymentIntentId));
    },

    /** Second charges whose refund keeps failing, newest problem first, with their titles. */
    problems() {
      return db
        .select({ charge: secondCharges, title: orders.title })
        .from(secondCharges)
        .innerJoin(orders, eq(orders.id, secondCharges.orderId))
        .where(isNotNull(secondCharges.problem))
        .orderBy(desc(secondCharges.problemAt))
        .limit(100);
    },
  };
}
