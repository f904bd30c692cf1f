import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { manualSocials, socials } from '../../db/schema';

type NewManualSocial = typeof manualSocials.$inferInsert;

/** What a platform says about a connected account, and who says it. */
export interface PlatformNumbers {
  link: string;
  followers: number;
  followersHidden: boolean;
  countries?: string[];
  source: string;
  at: Date;
}

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

    /**
     * The account as its platform reports it (issue 31): it replaces a pending manual entry
     * for the platform and the numbers of a verified one; countries only where given.
     */
    async upsertFromPlatform(userId: number, platform: string, numbers: PlatformNumbers) {
      await db
        .delete(manualSocials)
        .where(and(eq(manualSocials.userId, userId), eq(manualSocials.platform, platform)));
      const values = {
        link: numbers.link,
        followers: numbers.followers,
        followersHidden: numbers.followersHidden,
        source: numbers.source,
        updatedAt: numbers.at,
        ...(numbers.countries && { countries: numbers.countries }),
      };
      const [row] = await db
        .insert(socials)
        .values({ userId, platform, ...values })
        .onConflictDoUpdate({ target: [socials.userId, socials.platform], set: values })
        .returning();
      return row;
    },

    /** New numbers for a connected account's social; none when the member removed it. */
    async updateFromPlatform(userId: number, platform: string, numbers: PlatformNumbers) {
      const [row] = await db
        .update(socials)
        .set({
          link: numbers.link,
          followers: numbers.followers,
          followersHidden: numbers.followersHidden,
          source: numbers.source,
          updatedAt: numbers.at,
          ...(numbers.countries && { countries: numbers.countries }),
        })
        .where(and(eq(socials.userId, userId), eq(socials.platform, platform)))
        .returning();
      return row;
    },

    /** Removes the social a connection made (`source`), not one an admin checked. */
    async deleteFromSource(userId: number, platform: string, source: string) {
      await db
        .delete(socials)
        .where(
          and(
            eq(socials.userId, userId),
            eq(socials.platform, platform),
            eq(socials.source, source),
          ),
        );
    },

    /** The verified mark goes; the social stays with its last numbers. */
    async clearSource(userId: number, platform: string, source: string) {
      await db
        .update(socials)
        .set({ source: null })
        .where(
          and(
            eq(socials.userId, userId),
            eq(socials.platform, platform),
            eq(socials.source, source),
          ),
        );
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
