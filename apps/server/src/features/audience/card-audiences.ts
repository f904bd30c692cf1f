import { sql, type SQL } from 'drizzle-orm';
import {
  audienceTargets,
  audienceVisibility,
  connectionAudiences,
  platformConnections,
  users,
} from '../../db/schema';
import type { ShownAudience } from './audience';
import { accountMatchOfAliases } from './audience-match';

/**
 * An account's verified audience row, as every reader reads it: its audience as pages show it,
 * its owner's visibility choices, its follower growth (kept on its connection, decision 138)
 * and its match for the viewer's target.
 * `readAt` is a timestamp with its offset as PostgreSQL writes one (in JSON, or as text).
 */
export interface AudienceRowData {
  connectionId: number;
  userId: number;
  platform: string;
  audience: ShownAudience;
  readAt: string;
  countriesEngagement: string | null;
  agesGenders: string | null;
  /** Follower growth over 30 days, in percent, unrounded (`platform_connections.follower_growth`). */
  growth: number | null;
  match: number | null;
}

/**
 * The one definition of `AudienceRowData`'s columns, over the aliases `audienceRowsFrom` gives:
 * the audience repository selects them and the public profile's statement builds them into JSON.
 */
const audienceRowColumns = (): [keyof AudienceRowData, SQL][] => [
  ['connectionId', sql`pc.id`],
  ['userId', sql`pc.user_id`],
  ['platform', sql`pc.platform`],
  ['audience', sql`ca.shown_audience`],
  ['readAt', sql`ca.read_at`],
  ['countriesEngagement', sql`av.countries_engagement`],
  ['agesGenders', sql`av.ages_genders`],
  ['growth', sql`pc.follower_growth`],
  ['match', accountMatchOfAliases()],
];

/**
 * Where the columns are read from: each audience, its account, its owner's choices, and the
 * viewer's own target (the id is the session's, so no one else's).
 */
const audienceRowsFrom = (viewer: SQL) => sql`from ${connectionAudiences} ca
    join ${platformConnections} pc on pc.id = ca.connection_id
    left join ${audienceVisibility} av on av.user_id = pc.user_id
    left join ${audienceTargets} t on t.user_id = ${viewer}`;

/**
 * The audience rows with their owners' usernames, for the audience repository to add its
 * `where` to: each row `AudienceRowData` with matches for `viewer` (null: none). `users` keeps
 * its name, as `usernameIn` writes it.
 */
export const audienceRowsSelect = (viewer: SQL) =>
  sql`select ${sql.join(
    audienceRowColumns().map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  )}, ${users.username} as "username"
  ${audienceRowsFrom(viewer)}
    join ${users} on ${users.id} = pc.user_id`;

/**
 * The verified audiences of one owner's accounts as one JSON array of `AudienceRowData` (null
 * without any), for the statement that reads a public profile, so that a page is one statement
 * (decision 143). `owner` is the profile's owner id in that statement; `viewer` the member
 * looking (their target gives the matches).
 */
export const ownerAudiencesJson = ({ owner, viewer }: { owner: SQL; viewer: SQL }): SQL =>
  sql`(select json_agg(json_build_object(${sql.join(
    audienceRowColumns().map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )}))
  ${audienceRowsFrom(viewer)}
  where pc.user_id = ${owner})`;
