import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { orderPostReads, orderPosts, orders } from '../../db/schema';

export type OrderPostRow = typeof orderPosts.$inferSelect;
export type NewOrderPost = typeof orderPosts.$inferInsert;

/** The posts of orders' latest deliveries (issue 47). */
export function proofRepository(db: Database | Tx) {
  return {
    /** A new delivery's links in place of the order's earlier ones. */
    async replace(orderId: number, rows: NewOrderPost[]) {
      await db.delete(orderPosts).where(eq(orderPosts.orderId, orderId));
      if (rows.length) await db.insert(orderPosts).values(rows);
    },

    /** The posts of the order's delivery made at `deliveredAt`, in their order. */
    ofDelivery: (orderId: number, deliveredAt: Date) =>
      db
        .select()
        .from(orderPosts)
        .where(and(eq(orderPosts.orderId, orderId), eq(orderPosts.deliveredAt, deliveredAt)))
        .orderBy(asc(orderPosts.position)),

    ofOrders: (orderIds: number[]) =>
      orderIds.length === 0
        ? Promise.resolve([] as OrderPostRow[])
        : db
            .select()
            .from(orderPosts)
            .where(inArray(orderPosts.orderId, orderIds))
            .orderBy(asc(orderPosts.orderId), asc(orderPosts.position)),

    /**
     * Claims up to `limit` posts whose follow-up read is due at `now`, moving each one's next
     * read `leaseMs` on in the same statement: of two instances sweeping at once each claims
     * other rows (SKIP LOCKED), and a read that never finished comes round again. The lock is
     * FOR NO KEY UPDATE, which a read being added to the post's series (its foreign key check
     * holds FOR KEY SHARE) does not block: FOR UPDATE made the sweep skip such a post until the
     * next sweep.
     */
    claimDue(now: Date, leaseMs: number, limit: number) {
      const due = db
        .select({ orderId: orderPosts.orderId, position: orderPosts.position })
        .from(orderPosts)
        .where(lte(orderPosts.nextReadAt, now))
        .orderBy(asc(orderPosts.nextReadAt))
        .limit(limit)
        .for('no key update', { skipLocked: true });
      return db
        .update(orderPosts)
        .set({ nextReadAt: new Date(now.getTime() + leaseMs) })
        .where(sql`(${orderPosts.orderId}, ${orderPosts.position}) in (${due})`)
        .returning();
    },

    /**
     * The seller's posts on `platform` left `not_connected`, set `checking` again: the
     * deliveries to read, with when each order was accepted (issue 47: a later connect).
     */
    async recheckNotConnected(sellerId: number, platform: string) {
      const rows = await db
        .update(orderPosts)
        .set({ state: 'checking' })
        .where(
          and(
            eq(orderPosts.sellerId, sellerId),
            eq(orderPosts.platform, platform),
            eq(orderPosts.state, 'not_connected'),
          ),
        )
        .returning({ orderId: orderPosts.orderId, deliveredAt: orderPosts.deliveredAt });
      if (rows.length === 0) return [];
      const accepted = await db
        .select({ id: orders.id, createdAt: orders.createdAt })
        .from(orders)
        .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))]));
      const acceptedAt = new Map(accepted.map((row) => [row.id, row.createdAt]));
      const deliveries = new Map<
        string,
        { orderId: number; deliveredAt: Date; acceptedAt: Date }
      >();
      for (const row of rows) {
        const at = acceptedAt.get(row.orderId);
        if (!at) continue;
        deliveries.set(`${row.orderId}:${row.deliveredAt.toISOString()}`, {
          ...row,
          acceptedAt: at,
        });
      }
      return [...deliveries.values()];
    },

    /** A verified post's numbers at `at`, added to its series. */
    async addRead(
      key: { orderId: number; position: number },
      at: Date,
      numbers: Omit<typeof orderPostReads.$inferInsert, 'orderId' | 'position' | 'at'>,
    ) {
      await db
        .insert(orderPostReads)
        .values({ ...key, at, ...numbers })
        .onConflictDoNothing();
    },

    /** The post at `position` of the order's delivery, and its reads oldest first. */
    async history(orderId: number, position: number) {
      const [post] = await db
        .select({ state: orderPosts.state })
        .from(orderPosts)
        .where(and(eq(orderPosts.orderId, orderId), eq(orderPosts.position, position)));
      if (!post) return undefined;
      return db
        .select()
        .from(orderPostReads)
        .where(and(eq(orderPostReads.orderId, orderId), eq(orderPostReads.position, position)))
        .orderBy(asc(orderPostReads.at));
    },

    /** One post's check, stored only while its delivery is still the order's latest. */
    async update(
      key: { orderId: number; position: number; deliveredAt: Date },
      values: Partial<NewOrderPost>,
    ) {
      await db
        .update(orderPosts)
        .set(values)
        .where(
          and(
            eq(orderPosts.orderId, key.orderId),
            eq(orderPosts.position, key.position),
            eq(orderPosts.deliveredAt, key.deliveredAt),
          ),
        );
    },
  };
}
