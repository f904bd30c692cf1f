import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { EXPLORE_PAGE_SIZE } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { ads, users } from '../../db/schema';
import { isPublicProfile } from '../profiles/public-profile';
import { ratingOf, reviewsCountOf } from '../reviews/review-summary';

export interface ExploreRow {
  ad: typeof ads.$inferSelect;
  username: string;
  pictureHash: string | null;
  /** The owner's average review to one decimal (numeric: a string); null without. */
  rating: string | null;
  reviewsCount: number;
}

/** Ads of public profiles, newest first, one keyset page at a time. */
export function exploreRepository(db: Database) {
  return {
    /** One page of ads, and the cursor for the next page (null on the last). */
    async page(cursor: number | undefined): Promise<{ rows: ExploreRow[]; next: number | null }> {
      const rows = await db
        .select({
          ad: ads,
          username: users.username,
          pictureHash: users.pictureHash,
          // The card's "★ 4.8 (12)" (issue 33).
          rating: ratingOf(sql`${users.id}`),
          reviewsCount: reviewsCountOf(sql`${users.id}`),
        })
        .from(ads)
        .innerJoin(users, eq(users.id, ads.userId))
        .where(and(isPublicProfile, cursor ? lt(ads.id, cursor) : undefined))
        .orderBy(desc(ads.id))
        .limit(EXPLORE_PAGE_SIZE + 1);
      const shown = rows.slice(0, EXPLORE_PAGE_SIZE);
      return {
        rows: shown,
        next: rows.length > EXPLORE_PAGE_SIZE ? (shown.at(-1)?.ad.id ?? null) : null,
      };
    },
  };
}
