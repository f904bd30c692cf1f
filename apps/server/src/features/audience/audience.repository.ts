import { eq, sql } from 'drizzle-orm';
import type { AudienceVisibilityData } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { namesIn, usernameIn } from '../../db/usernames';
import { audienceVisibility, connectionAudiences } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { PlatformAudience } from './audience';
import { audienceRowsSelect, type AudienceRowData } from './card-audiences';

/** An account's audience row with its owner's username (`audienceRowsSelect`). */
export interface AudienceRow extends Omit<AudienceRowData, 'readAt'> {
  username: string;
  readAt: Date;
}

const toAudienceRows = (result: unknown): AudienceRow[] =>
  rowsOf<AudienceRowData & { username: string }>(result).map((row) => ({
    ...row,
    readAt: new Date(row.readAt),
  }));

/**
 * Every page of a saved list or of a campaign's applicants asks it for its matches (issue 48):
 * prepared once per connection, since planning it took longer than running it (bench:search,
 * decision 125).
 */
const AUDIENCES_BY_USERNAMES = namedStatement<'viewer' | 'names'>(
  'audiences_by_usernames',
  (value) => sql`${audienceRowsSelect(value('viewer'))} where ${usernameIn('names')}`,
);

export function audienceRepository(db: Database | Tx) {
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

    /** The members' audiences by platform, with each owner's visibility choice (or none); no matches. */
    ofUsers: async (userIds: number[]): Promise<AudienceRow[]> =>
      userIds.length === 0
        ? []
        : toAudienceRows(
            await db.execute(
              sql`${audienceRowsSelect(sql`null::int`)} where pc.user_id in ${userIds}`,
            ),
          ),

    /**
     * The same by usernames, in any case (search cards know their owners by name), each beside
     * `viewerId`'s audience target, for the matches.
     */
    matchRowsOf: async (usernames: string[], viewerId: number): Promise<AudienceRow[]> =>
      usernames.length === 0
        ? []
        : toAudienceRows(
            await AUDIENCES_BY_USERNAMES(db, { names: namesIn(usernames), viewer: viewerId }),
          ),

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
