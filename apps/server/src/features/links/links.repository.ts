import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { links } from '../../db/schema';

export type LinkRow = typeof links.$inferSelect;

export function linksRepository(db: Database) {
  return {
    /** All of the owner's links, hidden ones included, in the owner's order. */
    list: (userId: number) =>
      db
        .select()
        .from(links)
        .where(eq(links.userId, userId))
        .orderBy(asc(links.position), asc(links.id)),

    /** The links the public page shows, in the owner's order. */
    listVisible: (userId: number) =>
      db
        .select()
        .from(links)
        .where(and(eq(links.userId, userId), eq(links.hidden, false)))
        .orderBy(asc(links.position), asc(links.id)),

    /** A new link goes to the end of the owner's order. */
    async add(userId: number, title: string, url: string) {
      const [row] = await db
        .insert(links)
        .values({
          userId,
          title,
          url,
          position: sql`(select coalesce(max(${links.position}), 0) + 1 from ${links} where ${links.userId} = ${userId})`,
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

    /**
     * Puts the owner's links in the order of `ids`; false (nothing changed) unless every id
     * is one of the owner's links. Links left out of `ids` keep their place after the listed ones.
     */
    async reorder(userId: number, ids: readonly number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: links.id })
          .from(links)
          .where(and(eq(links.userId, userId), inArray(links.id, [...ids])));
        if (owned.length !== ids.length) return false;
        const all = await tx
          .select({ id: links.id })
          .from(links)
          .where(eq(links.userId, userId))
          .orderBy(asc(links.position), asc(links.id));
        const listed = new Set(ids);
        const order = [...ids, ...all.map((row) => row.id).filter((id) => !listed.has(id))];
        for (const [index, id] of order.entries()) {
          await tx
            .update(links)
            .set({ position: index + 1 })
            .where(eq(links.id, id));
        }
        return true;
      });
    },

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
