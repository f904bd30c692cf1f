import { and, asc, eq } from 'drizzle-orm';
import type { LinkData } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { links } from '../../db/schema';

export const presentLink = (row: typeof links.$inferSelect): LinkData => ({
  id: row.id,
  title: row.title,
  link: row.url,
});

export function linksRepository(db: Database) {
  return {
    list: (userId: number) =>
      db.select().from(links).where(eq(links.userId, userId)).orderBy(asc(links.id)),

    async add(userId: number, title: string, url: string) {
      const [row] = await db.insert(links).values({ userId, title, url }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
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
