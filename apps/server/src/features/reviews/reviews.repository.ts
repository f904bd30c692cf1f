import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** Reviews of completed orders (issue 33). */
export function reviewsRepository(db: Database) {
  return {
    /** Stores a review; undefined when that side of the order already has one. */
    async add(values: NewReview): Promise<ReviewRow | undefined> {
      const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
      return row;
    },

    async find(id: number): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },

    ofOrder(orderId: number): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.orderId, orderId));
    },

    /**
     * Holds the order's reviews for the rest of the transaction: of two members writing at
     * once, the second sees the first's review and publishes both.
     */
    async lockOrder(orderId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('reviews'), ${orderId})`);
    },

    /** Publishes the order's blind reviews at `now` (both sides wrote theirs). */
    async publishOrder(orderId: number, now: Date): Promise<number> {
      const rows = await db
        .update(reviews)
        .set({ publishedAt: now })
        .where(and(eq(reviews.orderId, orderId), isNull(reviews.publishedAt)))
        .returning({ id: reviews.id });
      return rows.length;
    },

    /** Publishes every blind review whose 14 days are over; safe to run anywhere, twice. */
    async publishDue(now: Date): Promise<number> {
      const rows = await db
        .update(reviews)
        .set({ publishedAt: sql`${reviews.publishAfter}` })
        .where(and(isNull(reviews.publishedAt), lte(reviews.publishAfter, now)))
        .returning({ id: reviews.id });
      return rows.length;
    },

    /** Stores the reviewed member's reply; undefined when one was stored first. */
    async reply(id: number, text: string, now: Date): Promise<ReviewRow | undefined> {
      const [row] = await db
        .update(reviews)
        .set({ reply: text, repliedAt: now })
        .where(and(eq(reviews.id, id), isNull(reviews.reply), isNull(reviews.hiddenAt)))
        .returning();
      return row;
    },

    /** Hides a review; undefined when it was hidden already. */
    async hide(id: number, reason: string, adminId: number, now: Date) {
      const [row] = await db
        .update(reviews)
        .set({ hiddenAt: now, hiddenReason: reason, hiddenBy: adminId })
        .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
        .returning();
      return row;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
