import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { links } from '../../db/schema';
import { nextPosition, reorderOwned, type OrderedItems } from '../../db/reorder';

export type LinkRow = typeof links.$inferSelect;

const orderedLinks: OrderedItems = {
  table: links,
  id: links.id,
  userId: links.userId,
  position: links.position,
};

export function linksRepository(db: Database) {
  return {
    /** All of the owner's links, hidden ones included, in the owner's order. */
    list: (userId: number) =>
      db
        .select()
        .from(links)
        .where(eq(links.userId, userId))
        .orderBy(asc(links.position), asc(links.id)),

    /** A new link goes to the end of the owner's order. */
    async add(userId: number, title: string, url: string) {
      const [row] = await db
        .insert(links)
        .values({
          userId,
          title,
          url,
          position: nextPosition(orderedLinks, userId),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Undefined when the link is not this owner's. */
    setHidden: async (userId: number, id: number, hidden: boolean) =>
      (
        await db
          .update(links)
          .set({ hidden })
          .where(and(eq(links.id, id), eq(links.userId, userId)))
          .returning()
      )[0],

    /** The owner's links in the order of `ids`; false (nothing changed) unless all are theirs. */
    reorder: (userId: number, ids: readonly number[]) =>
      reorderOwned(db, orderedLinks, userId, ids),

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(links)
        .where(and(eq(links.id, id), eq(links.userId, userId)))
        .returning({ id: links.id });
      return rows.length === 1;
    },
  };
}

export type LinksRepository = ReturnType<typeof linksRepository>;
