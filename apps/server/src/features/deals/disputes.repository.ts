import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disputeCases, orderDisputes } from '../../db/schema';
import type { OrderRow } from './deals.repository';

export type DisputeRow = typeof orderDisputes.$inferSelect;
export type DisputeCaseRow = typeof disputeCases.$inferSelect;
type Side = 'buyer' | 'seller';

/**
 * The SQL of the resolution centre (decision 106). Writes run inside an order step's
 * transaction, after its conditional UPDATE locked the disputed order: two steps on one
 * dispute (a proposal and its confirmation, a withdrawal) never interleave.
 */
export function disputesRepository(db: Database) {
  async function setCase(orderId: number, side: Side, text: string, at: Date) {
    await db
      .insert(disputeCases)
      .values({ orderId, side, text, updatedAt: at })
      .onConflictDoUpdate({
        target: [disputeCases.orderId, disputeCases.side],
        set: { text, updatedAt: at },
      });
  }

  return {
    setCase,

    /** Opens (or opens again) an order's dispute, with the opener's reason as their case. */
    async open(order: OrderRow, side: Side, byId: number, reason: string, at: Date) {
      const fresh = {
        previousState: order.state,
        openedById: byId,
        openedAt: at,
        proposedById: null,
        proposedSellerAmount: null,
        proposedAt: null,
        closedAt: null,
      };
      await db
        .insert(orderDisputes)
        .values({ orderId: order.id, ...fresh })
        .onConflictDoUpdate({ target: orderDisputes.orderId, set: fresh });
      await setCase(order.id, side, reason, at);
    },

    async find(orderId: number): Promise<{ row: DisputeRow; cases: DisputeCaseRow[] } | null> {
      const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId));
      if (!row) return null;
      const cases = await db.select().from(disputeCases).where(eq(disputeCases.orderId, orderId));
      return { row, cases };
    },

    /** A side's proposal replaces any earlier one; undefined once the dispute closed. */
    async propose(orderId: number, byId: number, sellerAmount: number, at: Date) {
      const [row] = await db
        .update(orderDisputes)
        .set({ proposedById: byId, proposedSellerAmount: sellerAmount, proposedAt: at })
        .where(and(eq(orderDisputes.orderId, orderId), isNull(orderDisputes.closedAt)))
        .returning();
      return row;
    },

    /**
     * Closes the open dispute (withdrawn or settled); with `proposal`, only if that is still
     * the proposal on it. Undefined when it was not so.
     */
    async close(orderId: number, at: Date, proposal?: { byId: number; sellerAmount: number }) {
      const conditions = [eq(orderDisputes.orderId, orderId), isNull(orderDisputes.closedAt)];
      if (proposal) {
        conditions.push(
          eq(orderDisputes.proposedById, proposal.byId),
          eq(orderDisputes.proposedSellerAmount, proposal.sellerAmount),
        );
      }
      const [row] = await db
        .update(orderDisputes)
        .set({ closedAt: at })
        .where(and(...conditions))
        .returning();
      return row;
    },
  };
}
