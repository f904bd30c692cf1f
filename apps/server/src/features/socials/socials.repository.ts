import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { manualSocials, socials } from '../../db/schema';

type NewManualSocial = typeof manualSocials.$inferInsert;

/** Verified socials and those waiting for verification; every change is scoped to the owner. */
export function socialsRepository(db: Database) {
  return {
    listVerified: (userId: number) =>
      db.select().from(socials).where(eq(socials.userId, userId)).orderBy(asc(socials.id)),

    listPending: (userId: number) =>
      db
        .select()
        .from(manualSocials)
        .where(eq(manualSocials.userId, userId))
        .orderBy(asc(manualSocials.id)),

    async platformTaken(userId: number, platform: string): Promise<boolean> {
      const [verified] = await db
        .select({ id: socials.id })
        .from(socials)
        .where(and(eq(socials.userId, userId), eq(socials.platform, platform)));
      const [pending] = await db
        .select({ id: manualSocials.id })
        .from(manualSocials)
        .where(and(eq(manualSocials.userId, userId), eq(manualSocials.platform, platform)));
      return Boolean(verified ?? pending);
    },

    /** Undefined when the owner already has a pending one for the platform. */
    async addPending(values: NewManualSocial) {
      const [row] = await db.insert(manualSocials).values(values).onConflictDoNothing().returning();
      return row;
    },

    async deletePending(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(manualSocials)
        .where(and(eq(manualSocials.id, id), eq(manualSocials.userId, userId)))
        .returning({ id: manualSocials.id });
      return rows.length === 1;
    },

    async updateAudience(userId: number, id: number, tags: string[], countries: string[]) {
      const [row] = await db
        .update(socials)
        .set({ tags, countries })
        .where(and(eq(socials.id, id), eq(socials.userId, userId)))
        .returning();
      return row;
    },

    async deleteVerified(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(socials)
        .where(and(eq(socials.id, id), eq(socials.userId, userId)))
        .returning({ id: socials.id });
      return rows.length === 1;
    },
  };
}

export type SocialsRepository = ReturnType<typeof socialsRepository>;
