import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deliveryFiles } from '../../db/schema';
import type { Tx } from '../../db/transaction';

export type DeliveryFileRow = typeof deliveryFiles.$inferSelect;
export type NewDeliveryFile = typeof deliveryFiles.$inferInsert;

/** The only place that reads and writes delivery files' rows (their bytes: the file store). */
export function deliveryFilesRepository(db: Database | Tx) {
  return {
    async create(values: NewDeliveryFile): Promise<DeliveryFileRow> {
      const [row] = await db.insert(deliveryFiles).values(values).returning();
      if (!row) throw new Error('delivery file not stored');
      return row;
    },

    /** The order's files: delivered ones, and the waiting ones when `withWaiting`. */
    async ofOrder(orderId: number, withWaiting: boolean): Promise<DeliveryFileRow[]> {
      return db
        .select()
        .from(deliveryFiles)
        .where(
          and(
            eq(deliveryFiles.orderId, orderId),
            withWaiting ? undefined : sql`${deliveryFiles.deliveredAt} is not null`,
          ),
        )
        .orderBy(sql`${deliveryFiles.deliveredAt} desc nulls first`, desc(deliveryFiles.id));
    },

    async find(orderId: number, id: number): Promise<DeliveryFileRow | undefined> {
      const [row] = await db
        .select()
        .from(deliveryFiles)
        .where(and(eq(deliveryFiles.orderId, orderId), eq(deliveryFiles.id, id)));
      return row;
    },

    /** How many files wait for the order's next delivery. */
    async waiting(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(deliveryFiles)
        .where(and(eq(deliveryFiles.orderId, orderId), isNull(deliveryFiles.deliveredAt)));
      return row?.n ?? 0;
    },

    /** Removes a waiting file; answers its row when it was one (a delivered file stays). */
    async removeWaiting(orderId: number, id: number): Promise<DeliveryFileRow | undefined> {
      const [row] = await db
        .delete(deliveryFiles)
        .where(
          and(
            eq(deliveryFiles.orderId, orderId),
            eq(deliveryFiles.id, id),
            isNull(deliveryFiles.deliveredAt),
          ),
        )
        .returning();
      return row;
    },
  };
}

/** The delivery step carries the files waiting for it (in the step's transaction). */
export async function deliverWaitingFiles(tx: Tx, orderId: number, at: Date): Promise<void> {
  await tx
    .update(deliveryFiles)
    .set({ deliveredAt: at })
    .where(and(eq(deliveryFiles.orderId, orderId), isNull(deliveryFiles.deliveredAt)));
}
