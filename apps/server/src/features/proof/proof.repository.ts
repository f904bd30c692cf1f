import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { orderPostReads, orderPosts, orders } from '../../db/schema';
import type { PostNumbers } from './post-reading';

export type OrderPostRow = typeof orderPosts.$inferSelect;
export type NewOrderPost = typeof orderPosts.$inferInsert;
export type PostKey = { orderId: number; position: number; deliveredAt: Date };

/** What one follow-up read changes of a post (follow-ups.ts). */
export interface FollowedPost {
  key: PostKey;
  nextReadAt: Date | null;
  failures: number;
  /** When the platform answered for it; absent when it did not (a limit, an outage). */
  checkedAt?: Date;
  /** The numbers read at `checkedAt`, which become the post's latest. */
  numbers?: PostNumbers;
  /** The platform no longer has it. */
  removed?: true;
}

const nullableCount = (value: number | null | undefined) => sql`${value ?? null}::bigint`;

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
     * other rows (SKIP LOCKED), and a read that never finished comes round again.
     */
    claimDue(now: Date, leaseMs: number, limit: number) {
      const due = db
        .select({ orderId: orderPosts.orderId, position: orderPosts.position })
        .from(orderPosts)
        .where(lte(orderPosts.nextReadAt, now))
        .orderBy(asc(orderPosts.nextReadAt))
        .limit(limit)
        .for('update', { skipLocked: true });
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
        .from(orders)
        .where(
          and(
            eq(orders.id, orderPosts.orderId),
            eq(orderPosts.sellerId, sellerId),
            eq(orderPosts.platform, platform),
            eq(orderPosts.state, 'not_connected'),
          ),
        )
        .returning({
          orderId: orderPosts.orderId,
          deliveredAt: orderPosts.deliveredAt,
          acceptedAt: orders.createdAt,
        });
      // One read per delivery, however many of its links wait.
      const deliveries = new Map(
        rows.map((row) => [`${row.orderId}:${row.deliveredAt.toISOString()}`, row]),
      );
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

    /** Many posts' reads, added to their series in one statement. */
    async addReads(
      reads: { key: { orderId: number; position: number }; at: Date; numbers: PostNumbers }[],
    ) {
      if (reads.length === 0) return;
      await db
        .insert(orderPostReads)
        .values(reads.map(({ key, at, numbers }) => ({ ...key, at, ...numbers })))
        .onConflictDoNothing();
    },

    /**
     * A batch of follow-up reads stored in one statement (decision 118): each post's next read
     * and failures, and for those the platform answered the moment, their numbers or their
     * removal. Like `update`, only posts whose delivery is still the order's latest change;
     * answers those.
     */
    async followed(posts: FollowedPost[]): Promise<{ orderId: number; position: number }[]> {
      if (posts.length === 0) return [];
      const values = posts.map(
        ({ key, nextReadAt, failures, checkedAt, numbers, removed }) =>
          sql`(${key.orderId}::int, ${key.position}::smallint,
            ${key.deliveredAt.toISOString()}::timestamptz, ${nextReadAt?.toISOString() ?? null}::timestamptz,
            ${failures}::smallint, ${checkedAt?.toISOString() ?? null}::timestamptz,
            ${numbers !== undefined}::boolean, ${nullableCount(numbers?.views)},
            ${nullableCount(numbers?.reach)}, ${nullableCount(numbers?.likes)},
            ${nullableCount(numbers?.comments)}, ${nullableCount(numbers?.shares)},
            ${nullableCount(numbers?.saves)}, ${removed ? 'removed' : null}::varchar)`,
      );
      // Numbers may be null (a platform without reach), so `read` says whether to take them.
      const result = await db.execute(sql`
        update order_posts as post set
          next_read_at = v.next_read_at,
          failures = v.failures,
          checked_at = coalesce(v.checked_at, post.checked_at),
          state = coalesce(v.state, post.state),
          metrics_at = case when v.read then v.checked_at else post.metrics_at end,
          views = case when v.read then v.views else post.views end,
          reach = case when v.read then v.reach else post.reach end,
          likes = case when v.read then v.likes else post.likes end,
          comments = case when v.read then v.comments else post.comments end,
          shares = case when v.read then v.shares else post.shares end,
          saves = case when v.read then v.saves else post.saves end
        from (values ${sql.join(values, sql`, `)}) as v(order_id, position, delivered_at,
          next_read_at, failures, checked_at, read, views, reach, likes, comments, shares, saves,
          state)
        where post.order_id = v.order_id and post.position = v.position
          and post.delivered_at = v.delivered_at
        returning post.order_id as "orderId", post.position as "position"`);
      return rowsOf<{ orderId: number; position: number }>(result);
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
