import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { packages } from '../../db/schema';
import { nextPosition, reorderOwned, type OrderedItems } from '../../db/reorder';

export type PackageRow = typeof packages.$inferSelect;
export type PackageValues = Omit<typeof packages.$inferInsert, 'id' | 'userId' | 'position'>;

const orderedPackages: OrderedItems = {
  table: packages,
  id: packages.id,
  userId: packages.userId,
  position: packages.position,
};

/** A creator's packages; every change is scoped to the owner. */
export function packagesRepository(db: Database) {
  return {
    /** In the owner's order. */
    list: (userId: number) =>
      db
        .select()
        .from(packages)
        .where(eq(packages.userId, userId))
        .orderBy(asc(packages.position), asc(packages.id)),

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(packages)
        .where(eq(packages.userId, userId));
      return row?.n ?? 0;
    },

    async add(userId: number, values: PackageValues): Promise<PackageRow> {
      const [row] = await db
        .insert(packages)
        .values({ ...values, userId, position: nextPosition(orderedPackages, userId) })
        .returning();
      if (!row) throw new Error('package not stored');
      return row;
    },

    /** Undefined when the package is not this owner's. */
    async update(userId: number, id: number, values: PackageValues) {
      const [row] = await db
        .update(packages)
        .set(values)
        .where(and(eq(packages.id, id), eq(packages.userId, userId)))
        .returning();
      return row;
    },

    /** The owner's packages in the order of `ids`; false (nothing changed) unless all are theirs. */
    reorder: (userId: number, ids: readonly number[]) =>
      reorderOwned(db, orderedPackages, userId, ids),

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(packages)
        .where(and(eq(packages.id, id), eq(packages.userId, userId)))
        .returning({ id: packages.id });
      return rows.length > 0;
    },
  };
}

export type PackagesRepository = ReturnType<typeof packagesRepository>;
