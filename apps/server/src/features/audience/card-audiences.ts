import { sql, type SQL } from 'drizzle-orm';
import {
  audienceTargets,
  audienceVisibility,
  connectionAudiences,
  followerCounts,
  platformConnections,
  users,
} from '../../db/schema';
import type { ShownAudience } from './audience';
import { accountMatchOfAliases } from './audience-match';

/** The days over which an audience's follower growth is shown (`growth_30d`). */
const GROWTH_DAYS = 30;

/**
 * The connection's follower growth in percent, unrounded: from its latest count on or before
 * `GROWTH_DAYS` before `today` (a date) to its latest on or before `today`; null without both
 * or from zero. Two probes of the counts' primary key, where sending every daily count in the
 * window to the server (46 an account) cost a search card more than its audience (decision
 * 136). Computed in float8 in the order the server would compute it, so rounding it there
 * gives what rounding it in JavaScript from the counts gave.
 */
export const followerGrowthOf = (connectionId: SQL, today: SQL) => sql`(
  select (l.followers - t.followers)::float8 / t.followers * 100
  from (select fc.followers from ${followerCounts} fc
      where fc.connection_id = ${connectionId} and fc.day <= ${today}::date
      order by fc.day desc limit 1) l
    cross join (select fc.followers from ${followerCounts} fc
      where fc.connection_id = ${connectionId}
        and fc.day <= ${today}::date - ${sql.raw(String(GROWTH_DAYS))}
      order by fc.day desc limit 1) t
  where t.followers <> 0)`;

/**
 * An account's verified audience row, as every reader reads it: its audience as pages show it,
 * its owner's visibility choices, its growth and its match for the viewer's target.
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
  /** Follower growth over `GROWTH_DAYS`, in percent, unrounded (`followerGrowthOf`). */
  growth: number | null;
  match: number | null;
}

/**
 * The one definition of `AudienceRowData`'s columns, over the aliases `audienceRowsFrom` gives:
 * the audience repository selects them and a page of search cards builds them into JSON.
 */
const audienceRowColumns = (today: SQL | null): [keyof AudienceRowData, SQL][] => [
  ['connectionId', sql`pc.id`],
  ['userId', sql`pc.user_id`],
  ['platform', sql`pc.platform`],
  ['audience', sql`ca.shown_audience`],
  ['readAt', sql`ca.read_at`],
  ['countriesEngagement', sql`av.countries_engagement`],
  ['agesGenders', sql`av.ages_genders`],
  ['growth', today ? followerGrowthOf(sql`pc.id`, today) : sql`null::float8`],
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
 * `where` to: each row `AudienceRowData` with growth up to `today` and matches for `viewer`
 * (null: none). `today` null reads no growth at all (a null column): a reader that wants only
 * the matches does not pay `followerGrowthOf`'s two probes a row. `users` keeps its name, as
 * `usernameIn` writes it.
 */
export const audienceRowsSelect = (today: SQL | null, viewer: SQL) =>
  sql`select ${sql.join(
    audienceRowColumns(today).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  )}, ${users.username} as "username"
  ${audienceRowsFrom(viewer)}
    join ${users} on ${users.id} = pc.user_id`;

/**
 * The verified audiences of one owner's accounts as one JSON array of `AudienceRowData` (null
 * without any), for the statement that reads a page of search cards, so that a page is one
 * statement (decision 132). `owner` is the card's owner id in that statement; `today` the day
 * growth is read up to; `viewer` the searching member.
 */
export const cardAudiencesJson = ({
  owner,
  today,
  viewer,
}: {
  owner: SQL;
  today: SQL;
  viewer: SQL;
}): SQL => sql`(select json_agg(json_build_object(${sql.join(
  audienceRowColumns(today).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}))
  ${audienceRowsFrom(viewer)}
  where pc.user_id = ${owner})`;
