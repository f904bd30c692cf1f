import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A table of an owner's items kept in the owner's order (links, packages). */
export interface OrderedItems {
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  position: PgColumn;
}

/** The position after the owner's last item: a new item goes to the end. */
export const nextPosition = (items: OrderedItems, userId: number) =>
  sql`(select coalesce(max(${items.position}), 0) + 1 from ${items.table} where ${items.userId} = ${userId})`;

/**
 * Puts the owner's items in the order of `ids`; false (nothing changed) unless every id is
 * one of the owner's. Items left out of `ids` keep their place after the listed ones.
 */
export async function reorderOwned(
  db: Database,
  items: OrderedItems,
  userId: number,
  ids: readonly number[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: items.id })
      .from(items.table)
      .where(and(eq(items.userId, userId), inArray(items.id, [...ids])));
    if (owned.length !== ids.length) return false;
    const all = await tx
      .select({ id: items.id })
      .from(items.table)
      .where(eq(items.userId, userId))
      .orderBy(asc(items.position), asc(items.id));
    const listed = new Set(ids);
    const order = [...ids, ...all.map((row) => row.id as number).filter((id) => !listed.has(id))];
    for (const [index, id] of order.entries()) {
      await tx.execute(
        sql`update ${items.table} set ${sql.identifier(items.position.name)} = ${index + 1} where ${items.id} = ${id}`,
      );
    }
    return true;
  });
}
