import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '../../db/client';
import { socials, users } from '../../db/schema';
import type { ProfileTheme } from '@partnerly/shared';
import { isPublicProfile } from './public-profile';
import {
  publicProfileRows,
  publicProfileStatement,
  type PublicProfileJson,
  type PublicProfileRows,
} from './public-profile.statement';

export interface ProfileEdit {
  bio: string;
  tags: string[];
  countries: string[];
  isContentCreator: boolean;
  /** Left out, the theme stays as it is. */
  theme?: ProfileTheme;
}

/**
 * Profile fields of the users table, and the rule for which profiles are public. `database` is
 * the services' reader: a replica inside `reads.fromReplica`, else the primary.
 */
export function profilesRepository({ db, page }: Pick<DatabaseHandle, 'db' | 'page'>) {
  return {
    async update(userId: number, edit: ProfileEdit) {
      const [row] = await db.update(users).set(edit).where(eq(users.id, userId)).returning();
      return row;
    },

    async toggleVisibility(userId: number): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ isVisible: sql`not ${users.isVisible}` })
        .where(eq(users.id, userId))
        .returning({ isVisible: users.isVisible });
      return row?.isVisible ?? false;
    },

    /** Sets the picture and returns the one it replaced. */
    async setPicture(userId: number, hash: string | null): Promise<string | null> {
      const [old] = await db
        .select({ pictureHash: users.pictureHash })
        .from(users)
        .where(eq(users.id, userId));
      await db.update(users).set({ pictureHash: hash }).where(eq(users.id, userId));
      return old?.pictureHash ?? null;
    },

    /**
     * A profile anyone may see (visible, and its owner's subscription is active) with every
     * part its page shows, in one statement (decision 143); `viewerId` is who looks.
     */
    async findPublic(username: string, viewerId?: number): Promise<PublicProfileRows | undefined> {
      const [row] = await page<{ profile: PublicProfileJson }>(
        publicProfileStatement(username, viewerId),
      );
      return row && publicProfileRows(row.profile);
    },

    /** Usernames of public profiles, oldest account first, at most `limit` of them. */
    async listPublicUsernames(limit: number): Promise<string[]> {
      const rows = await db
        .select({ username: users.username })
        .from(users)
        .where(isPublicProfile)
        .orderBy(asc(users.id))
        .limit(limit);
      return rows.map((row) => row.username);
    },

    async deleteUser(userId: number): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    /** Tags already used on the site that start with `prefix`, most used first. */
    async suggestTags(prefix: string, limit: number): Promise<string[]> {
      const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
      const result = await db.execute(sql`
        select tag from (
          select unnest(${users.tags}) as tag from ${users}
          union all
          select unnest(${socials.tags}) as tag from ${socials}
        ) used
        where lower(tag) like ${pattern}
        group by tag order by count(*) desc, tag limit ${limit}`);
      return rowsOf<{ tag: string }>(result).map((row) => row.tag);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
