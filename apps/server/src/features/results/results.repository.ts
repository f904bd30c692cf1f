import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  campaigns,
  orderPayments,
  orderPostReads,
  orderPosts,
  orders,
  users,
} from '../../db/schema';

/**
 * The buyer's side of orders, their posts and the posts' reads (issue 47 point 4), read from
 * the deals' and proof's tables: results only read them, as earnings do. Every query is bound
 * to the buyer, so another member's orders never enter.
 */
export function resultsRepository(db: Database) {
  return {
    /**
     * The orders `buyerId` placed that cost them something, newest first: not those waiting
     * for payment, nor those cancelled before any was made (decision 108).
     */
    ordersOf: (buyerId: number) =>
      db
        .select({
          id: orders.id,
          title: orders.title,
          state: orders.state,
          price: orders.price,
          createdAt: orders.createdAt,
          deliveredAt: orders.deliveredAt,
          seller: users.username,
          paymentState: orderPayments.state,
          test: orderPayments.test,
          feeCents: orderPayments.feeCents,
          refundCents: orderPayments.refundCents,
          settlePlannedAt: orderPayments.settlePlannedAt,
        })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.sellerId))
        .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .where(
          and(
            eq(orders.buyerId, buyerId),
            ne(orders.state, 'awaiting_payment'),
            or(
              ne(orders.state, 'cancelled'),
              and(sql`${orderPayments.state} is not null`, ne(orderPayments.state, 'unpaid')),
            ),
          ),
        )
        .orderBy(desc(orders.id)),

    /** The posts of the buyer's orders' latest deliveries, with their latest numbers. */
    postsOf: (buyerId: number) =>
      db
        .select({
          orderId: orderPosts.orderId,
          state: orderPosts.state,
          views: orderPosts.views,
          likes: orderPosts.likes,
          comments: orderPosts.comments,
          shares: orderPosts.shares,
          saves: orderPosts.saves,
          metricsAt: orderPosts.metricsAt,
        })
        .from(orderPosts)
        .innerJoin(orders, eq(orders.id, orderPosts.orderId))
        .where(eq(orders.buyerId, buyerId)),

    /** Every read of the buyer's verified posts, oldest first: the chart's points. */
    readsOf: (buyerId: number) =>
      db
        .select({
          orderId: orderPostReads.orderId,
          position: orderPostReads.position,
          at: orderPostReads.at,
          views: orderPostReads.views,
          likes: orderPostReads.likes,
          comments: orderPostReads.comments,
          shares: orderPostReads.shares,
          saves: orderPostReads.saves,
        })
        .from(orderPostReads)
        .innerJoin(
          orderPosts,
          and(
            eq(orderPosts.orderId, orderPostReads.orderId),
            eq(orderPosts.position, orderPostReads.position),
          ),
        )
        .innerJoin(orders, eq(orders.id, orderPostReads.orderId))
        .where(and(eq(orders.buyerId, buyerId), eq(orderPosts.state, 'verified')))
        .orderBy(asc(orderPostReads.at)),

    /** Whether `campaignId` is the member's own campaign, in any state. */
    async ownsCampaign(ownerId: number, campaignId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.id, campaignId), eq(campaigns.ownerId, ownerId)));
      return row !== undefined;
    },

    /**
     * The buyer's own campaigns their orders came from, by order id: the campaign kept on the
     * order when it was opened (decision 108), in any state, so a creator who deleted their
     * account takes their application but not the order's campaign.
     */
    async campaignsOf(buyerId: number): Promise<Map<number, { id: number; title: string }>> {
      const rows = await db
        .select({ orderId: orders.id, id: campaigns.id, title: campaigns.title })
        .from(orders)
        .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
        .where(and(eq(orders.buyerId, buyerId), eq(campaigns.ownerId, buyerId)));
      return new Map(rows.map(({ orderId, ...campaign }) => [orderId, campaign]));
    },
  };
}

export type ResultsRepository = ReturnType<typeof resultsRepository>;
export type ResultsOrderRow = Awaited<ReturnType<ResultsRepository['ordersOf']>>[number];
export type ResultsPostRow = Awaited<ReturnType<ResultsRepository['postsOf']>>[number];
export type ResultsReadRow = Awaited<ReturnType<ResultsRepository['readsOf']>>[number];
