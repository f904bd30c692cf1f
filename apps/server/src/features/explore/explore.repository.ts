import { and, desc, eq, lt } from 'drizzle-orm';
import { EXPLORE_PAGE_SIZE, type ExplorePage } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { ads, subscriptions, users } from '../../db/schema';
import { presentAd } from '../ads/ads.repository';
import { isPublicProfile } from '../profiles/profiles.repository';

/** Ads of public profiles, newest first, one keyset page at a time. */
export function exploreRepository(db: Database) {
  return {
    async page(cursor: number | undefined): Promise<ExplorePage> {
      const rows = await db
        .select({ ad: ads, username: users.username, pictureHash: users.pictureHash })
        .from(ads)
        .innerJoin(users, eq(users.id, ads.userId))
        .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
        .where(and(isPublicProfile, cursor ? lt(ads.id, cursor) : undefined))
        .orderBy(desc(ads.id))
        .limit(EXPLORE_PAGE_SIZE + 1);
      const shown = rows.slice(0, EXPLORE_PAGE_SIZE);
      return {
        data: shown.map((row) => presentAd(row.ad, row)),
        next: rows.length > EXPLORE_PAGE_SIZE ? (shown.at(-1)?.ad.id ?? null) : null,
      };
    },
  };
}
