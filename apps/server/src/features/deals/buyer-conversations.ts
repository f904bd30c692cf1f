import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema';

/**
 * The conversations a member buys in: those holding an offer (and so any order) with the
 * member as its buyer. A member without Full Access may chat there and nowhere else
 * (decision 107); the chat asks through its `DealConversations` port.
 */
export function buyerConversations(db: Database) {
  return {
    async buyerIn(dialogueId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.dialogueId, dialogueId), eq(offers.buyerId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** The ids of the conversations the member buys in, for their chat without Full Access. */
    async dialoguesOf(userId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: offers.dialogueId })
        .from(offers)
        .where(eq(offers.buyerId, userId));
      return rows.map((row) => row.id);
    },
  };
}

export type BuyerConversations = ReturnType<typeof buyerConversations>;
