import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderDisputes, orderEvents, orderPayments, orders, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * The seller's side of orders' payments (issue 53), read from the deals' tables: earnings only
 * read them, and what moved where is derived by the shared `settlementOf`, as deals do.
 */
export function earningsRepository(db: Database | Tx) {
  const columns = {
    orderId: orders.id,
    title: orders.title,
    price: orders.price,
    sellerId: orders.sellerId,
    buyer: users.username,
    state: orderPayments.state,
    test: orderPayments.test,
    amountCents: orderPayments.amountCents,
    paidAt: orderPayments.paidAt,
    settlePlannedAt: orderPayments.settlePlannedAt,
    releaseCents: orderPayments.releaseCents,
    refundCents: orderPayments.refundCents,
    releasedAt: orderPayments.releasedAt,
    refundedAt: orderPayments.refundedAt,
    /** Set when the members withdrew or settled their dispute (decision 106). */
    disputeClosedAt: orderDisputes.closedAt,
  };
  const paidOrders = () =>
    db
      .select(columns)
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .leftJoin(users, eq(users.id, orders.buyerId))
      .leftJoin(orderDisputes, eq(orderDisputes.orderId, orders.id));

  return {
    /** Every order `sellerId` was paid for through Partnerly, newest first. */
    ofSeller: (sellerId: number) =>
      paidOrders()
        .where(and(eq(orders.sellerId, sellerId), ne(orderPayments.state, 'unpaid')))
        .orderBy(desc(orders.id)),

    /** One order's payment with its buyer, for the "You've been paid" notice. */
    async ofOrder(orderId: number) {
      const [row] = await paidOrders().where(eq(orders.id, orderId));
      return row;
    },

    /** The kind of an order's newest timeline entry (in the writer's transaction). */
    async lastEventKind(orderId: number) {
      const [row] = await db
        .select({ kind: orderEvents.kind })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(desc(orderEvents.id))
        .limit(1);
      return row?.kind;
    },
  };
}

export type EarningRow = Awaited<
  ReturnType<ReturnType<typeof earningsRepository>['ofSeller']>
>[number];
