import { asc, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, socialLink, type Platform } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { contactMessages, manualSocials, promoCodes, socials, users } from '../../db/schema';

/** The admin console's lists (a page of rows and the total) and its changes to socials and contact messages. */
export function adminRepository(db: Database) {
  const count = async (
    table: typeof contactMessages | typeof promoCodes | typeof manualSocials | typeof socials,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  const lists = {
    /** Newest first. */
    async contacts(offset: number) {
      const rows = await db
        .select({ message: contactMessages, username: users.username })
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.userId))
        .orderBy(desc(contactMessages.id))
        .offset(offset)
        .limit(ADMIN_PAGE_SIZE);
      return { total: await count(contactMessages), rows };
    },

    /** Newest first. */
    async promo_codes(offset: number) {
      const rows = await db
        .select()
        .from(promoCodes)
        .orderBy(desc(promoCodes.id))
        .offset(offset)
        .limit(ADMIN_PAGE_SIZE);
      return { total: await count(promoCodes), rows };
    },

    /** Waiting longest first: the most urgent to verify. */
    async manualSocials(offset: number) {
      const rows = await db
        .select({ pending: manualSocials, owner: users.username })
        .from(manualSocials)
        .innerJoin(users, eq(users.id, manualSocials.userId))
        .orderBy(asc(manualSocials.id))
        .offset(offset)
        .limit(ADMIN_PAGE_SIZE);
      return { total: await count(manualSocials), rows };
    },

    /** Oldest follower count first: the queue of accounts to re-check. */
    async socials(offset: number) {
      const rows = await db
        .select({ social: socials, owner: users.username })
        .from(socials)
        .innerJoin(users, eq(users.id, socials.userId))
        .orderBy(asc(socials.updatedAt), asc(socials.id))
        .offset(offset)
        .limit(ADMIN_PAGE_SIZE);
      return { total: await count(socials), rows };
    },
  };

  return {
    lists,

    async deleteContact(id: number): Promise<boolean> {
      const rows = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length === 1;
    },

    /**
     * Turns a pending account into a verified one with its follower count, in one
     * transaction; undefined when there is no such pending account.
     */
    async acceptManualSocial(id: number, followers: number) {
      return inTransaction(db, async (tx) => {
        const [pending] = await tx
          .delete(manualSocials)
          .where(eq(manualSocials.id, id))
          .returning();
        if (!pending) return undefined;
        const [social] = await tx
          .insert(socials)
          .values({
            userId: pending.userId,
            platform: pending.platform,
            link: socialLink(pending.platform as Platform, pending.handle),
            followers,
            countries: pending.countries,
            tags: pending.tags,
          })
          .onConflictDoUpdate({
            target: [socials.userId, socials.platform],
            set: { followers, updatedAt: new Date() },
          })
          .returning();
        return social;
      });
    },

    /** Deletes a pending social; returns whose it was, or undefined when there was none. */
    async declineManualSocial(id: number) {
      const [row] = await db
        .delete(manualSocials)
        .where(eq(manualSocials.id, id))
        .returning({ userId: manualSocials.userId, platform: manualSocials.platform });
      return row;
    },

    /** New follower count; the account moves to the back of the re-check queue. */
    async updateFollowers(id: number, followers: number): Promise<boolean> {
      const rows = await db
        .update(socials)
        .set({ followers, updatedAt: new Date() })
        .where(eq(socials.id, id))
        .returning({ id: socials.id });
      return rows.length === 1;
    },

    async deleteSocial(id: number): Promise<boolean> {
      const rows = await db.delete(socials).where(eq(socials.id, id)).returning({ id: socials.id });
      return rows.length === 1;
    },
  };
}

export type AdminRepository = ReturnType<typeof adminRepository>;
