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

    /**
     * A batch of follow-up reads stored in one statement (decision 118): each post's next read
     * and failures, and for those the platform answered the moment, their numbers or their
     * removal; and each read's numbers added to its post's series. Like `update`, only posts
     * whose delivery is still the order's latest change, and only theirs get a read; answers
     * those. The batch travels as one JSON parameter: a hundred posts' fourteen values each
     * as parameters of their own took longer to send and plan than to run.
     */
    async followed(posts: FollowedPost[]): Promise<{ orderId: number; position: number }[]> {
      if (posts.length === 0) return [];
      const rows = posts.map(({ key, nextReadAt, failures, checkedAt, numbers, removed }) => ({
        order_id: key.orderId,
        position: key.position,
        delivered_at: key.deliveredAt.toISOString(),
        next_read_at: nextReadAt?.toISOString() ?? null,
        failures,
        checked_at: checkedAt?.toISOString() ?? null,
        // Numbers may be null (a platform without reach), so `read` says whether to take them.
        read: numbers !== undefined,
        ...numbers,
        state: removed ? 'removed' : null,
      }));
      const result = await db.execute(sql`
        with v as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
            order_id int, position smallint, delivered_at timestamptz, next_read_at timestamptz,
            failures smallint, checked_at timestamptz, read boolean, views bigint, reach bigint,
            likes bigint, comments bigint, shares bigint, saves bigint, state varchar)
        ), changed as (
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
          from v
          where post.order_id = v.order_id and post.position = v.position
            and post.delivered_at = v.delivered_at
          returning post.order_id, post.position, v.read, v.checked_at, v.views, v.reach,
            v.likes, v.comments, v.shares, v.saves
        ), added as (
          insert into order_post_reads (order_id, position, at, views, reach, likes, comments,
            shares, saves)
          select order_id, position, checked_at, views, reach, likes, comments, shares, saves
          from changed where read
          on conflict do nothing
        )
        select order_id as "orderId", position from changed`);
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
