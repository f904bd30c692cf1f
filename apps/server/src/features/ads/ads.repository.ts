import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ads } from '../../db/schema';

export type AdRow = typeof ads.$inferSelect;

export function adsRepository(db: Database) {
  return {
    list: (userId: number) =>
      db.select().from(ads).where(eq(ads.userId, userId)).orderBy(desc(ads.id)),

    async add(values: typeof ads.$inferInsert): Promise<AdRow> {
      const [row] = await db.insert(ads).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The deleted ad's image hash, or undefined when the owner has no such ad. */
    async delete(userId: number, id: number, executor: Database = db): Promise<string | undefined> {
      const [row] = await executor
        .delete(ads)
        .where(and(eq(ads.id, id), eq(ads.userId, userId)))
        .returning({ imageHash: ads.imageHash });
      return row?.imageHash;
    },
  };
}

export type AdsRepository = ReturnType<typeof adsRepository>;
