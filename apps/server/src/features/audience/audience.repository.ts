import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AudienceVisibilityData } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { namesIn, usernameIn } from '../../db/usernames';
import {
  audienceTargets,
  audienceVisibility,
  connectionAudiences,
  platformConnections,
  users,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { PlatformAudience, ShownAudience } from './audience';
import { accountMatch } from './audience-match';
import { followerGrowthOf } from './card-audiences';

export function audienceRepository(db: Database | Tx) {
  /**
   * Each account's audience with its owner's visibility choice, its follower growth up to
   * `today` (YYYY-MM-DD) and its match for the audience target of `viewer` (a member id, or
   * null: the match is then null), all in one statement.
   */
  const audiences = (today: SQL, viewer: SQL) =>
    db
      .select({
        connectionId: platformConnections.id,
        userId: platformConnections.userId,
        username: users.username,
        platform: platformConnections.platform,
        // The countries charted, not all of them (decision 135).
        audience: sql<ShownAudience>`${connectionAudiences.shownAudience}`,
        readAt: connectionAudiences.readAt,
        countriesEngagement: audienceVisibility.countriesEngagement,
        agesGenders: audienceVisibility.agesGenders,
        growth: sql<number | null>`${followerGrowthOf(sql`${platformConnections.id}`, today)}`,
        // The account's match for the viewer's target (null without one), by the formula the
        // search sorts with.
        match: sql<number | null>`${accountMatch({
          audience: sql`${connectionAudiences.audience}`,
          countries: sql`${audienceTargets.countries}`,
          ages: sql`${audienceTargets.ages}`,
          genders: sql`${audienceTargets.genders}`,
          countriesEngagement: sql`${audienceVisibility.countriesEngagement}`,
          agesGenders: sql`${audienceVisibility.agesGenders}`,
        })}`,
      })
      .from(connectionAudiences)
      .innerJoin(platformConnections, eq(platformConnections.id, connectionAudiences.connectionId))
      .innerJoin(users, eq(users.id, platformConnections.userId))
      .leftJoin(audienceVisibility, eq(audienceVisibility.userId, platformConnections.userId))
      // The viewer's own target, and no one else's: the id is the session's.
      .leftJoin(audienceTargets, eq(audienceTargets.userId, viewer));
  // Every page of search cards asks it (issue 48): prepared once per connection, since
  // planning it took longer than running it (bench:search, decision 125).
  const byUsernames = audiences(sql`${sql.placeholder('today')}`, sql`${sql.placeholder('viewer')}`)
    .where(usernameIn('names'))
    .prepare('audiences_by_usernames');

  return {
    async nextReadAt(connectionId: number) {
      const [row] = await db
        .select({
          nextReadAt: connectionAudiences.nextReadAt,
          failures: connectionAudiences.failures,
        })
        .from(connectionAudiences)
        .where(eq(connectionAudiences.connectionId, connectionId));
      return row;
    },

    async save(connectionId: number, audience: PlatformAudience, readAt: Date, nextReadAt: Date) {
      const values = { audience, readAt, nextReadAt, failures: 0 };
      await db
        .insert(connectionAudiences)
        .values({ connectionId, ...values })
        .onConflictDoUpdate({ target: connectionAudiences.connectionId, set: values });
    },

    /** A failed read tries again at `nextReadAt`, keeping what was read before. */
    async postpone(connectionId: number, failures: number, nextReadAt: Date) {
      await db
        .update(connectionAudiences)
        .set({ failures, nextReadAt })
        .where(eq(connectionAudiences.connectionId, connectionId));
    },

    /** The members' audiences by platform, with each owner's visibility choice (or none). */
    ofUsers: (userIds: number[], today: string) =>
      userIds.length === 0
        ? Promise.resolve([])
        : audiences(sql`${today}`, sql`null::int`).where(
            inArray(platformConnections.userId, userIds),
          ),

    /**
     * The same by usernames, in any case (search cards know their owners by name), each beside
     * `viewerId`'s audience target.
     */
    ofUsernames: (usernames: string[], today: string, viewerId: number) =>
      usernames.length === 0
        ? Promise.resolve([])
        : byUsernames.execute({ names: namesIn(usernames), today, viewer: viewerId }),

    async visibilityOf(userId: number) {
      const [row] = await db
        .select()
        .from(audienceVisibility)
        .where(eq(audienceVisibility.userId, userId));
      return row;
    },

    async setVisibility(userId: number, choice: AudienceVisibilityData, now: Date) {
      const values = {
        countriesEngagement: choice.countries_engagement,
        agesGenders: choice.ages_genders,
        updatedAt: now,
      };
      const [row] = await db
        .insert(audienceVisibility)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: audienceVisibility.userId, set: values })
        .returning();
      return row;
    },
  };
}

export type AudienceRepository = ReturnType<typeof audienceRepository>;

/** One account's audience row, with the viewer's target beside it (null columns without one). */
export type AudienceRow = Awaited<ReturnType<AudienceRepository['ofUsers']>>[number];
