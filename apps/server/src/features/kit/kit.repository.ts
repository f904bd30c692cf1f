import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audienceVisibility, followerCounts, platformConnections, users } from '../../db/schema';
import { isPublicProfile } from '../profiles/public-profile';

/** The daily follower counts a public creator's kit charts. */
export function kitRepository(db: Database) {
  return {
    /**
     * The public profile's daily counts per connected account from `since` (YYYY-MM-DD), with
     * the creator's choice for growth (null: never chosen, the default).
     */
    dailyCounts: (username: string, since: string) =>
      db
        .select({
          platform: platformConnections.platform,
          day: followerCounts.day,
          followers: followerCounts.followers,
          reach: audienceVisibility.countriesEngagement,
        })
        .from(followerCounts)
        .innerJoin(platformConnections, eq(platformConnections.id, followerCounts.connectionId))
        .innerJoin(users, eq(users.id, platformConnections.userId))
        .leftJoin(audienceVisibility, eq(audienceVisibility.userId, users.id))
        .where(
          and(
            sql`lower(${users.username}) = ${username.toLowerCase()}`,
            isPublicProfile,
            gte(followerCounts.day, since),
          ),
        )
        .orderBy(asc(platformConnections.platform), asc(followerCounts.day)),
  };
}

export type KitRepository = ReturnType<typeof kitRepository>;
