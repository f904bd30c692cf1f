import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disputeFiles } from '../../db/schema';

export type DisputeFileRow = typeof disputeFiles.$inferSelect;
export type NewDisputeFile = typeof disputeFiles.$inferInsert;

/** The only place that reads and writes dispute files' rows (their bytes: the file store). */
export function disputeFilesRepository(db: Database) {
  return {
    async create(values: NewDisputeFile): Promise<DisputeFileRow> {
      const [row] = await db.insert(disputeFiles).values(values).returning();
      if (!row) throw new Error('dispute file not stored');
      return row;
    },

    /** Both sides' files of the order, oldest first. */
    ofOrder: (orderId: number): Promise<DisputeFileRow[]> =>
      db
        .select()
        .from(disputeFiles)
        .where(eq(disputeFiles.orderId, orderId))
        .orderBy(asc(disputeFiles.id)),

    async find(orderId: number, id: number): Promise<DisputeFileRow | undefined> {
      const [row] = await db
        .select()
        .from(disputeFiles)
        .where(and(eq(disputeFiles.orderId, orderId), eq(disputeFiles.id, id)));
      return row;
    },

    /** How many files a side attached to the order's disputes. */
    async countOf(orderId: number, side: 'buyer' | 'seller'): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(disputeFiles)
        .where(and(eq(disputeFiles.orderId, orderId), eq(disputeFiles.side, side)));
      return row?.n ?? 0;
    },
  };
}
