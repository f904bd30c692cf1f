import { sql, type SQL } from 'drizzle-orm';
import {
  audienceTargets,
  audienceVisibility,
  connectionAudiences,
  followerCounts,
  platformConnections,
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
 * An account's audience row as a page of search cards reads it: `AudienceRow` (the audience
 * repository's) in JSON, without the owner's name, which the card has.
 */
export interface CardAudienceRow {
  connectionId: number;
  userId: number;
  platform: string;
  audience: ShownAudience;
  /** A timestamp with its offset, as PostgreSQL writes one in JSON. */
  readAt: string;
  countriesEngagement: string | null;
  agesGenders: string | null;
  /** Follower growth over `GROWTH_DAYS`, in percent, unrounded (`followerGrowthOf`). */
  growth: number | null;
  match: number | null;
}

/**
 * The verified audiences of one owner's accounts as one JSON array of `CardAudienceRow` (null
 * without any), each with its match for `viewer`'s target: the columns of `audienceRepository`'s
 * rows, for the statement that reads a page of search cards, so that a page is one statement
 * (decision 132). `owner` is the card's owner id in that statement; `today` the day growth is
 * read up to.
 */
export const cardAudiencesJson = ({
  owner,
  today,
  viewer,
}: {
  owner: SQL;
  today: SQL;
  viewer: SQL;
}): SQL => sql`(select json_agg(json_build_object('connectionId', pc.id,
    'userId', pc.user_id, 'platform', pc.platform, 'audience', ca.shown_audience,
    'readAt', ca.read_at, 'countriesEngagement', av.countries_engagement,
    'agesGenders', av.ages_genders, 'growth', ${followerGrowthOf(sql`pc.id`, today)},
    'match', ${accountMatchOfAliases()}))
  from ${connectionAudiences} ca
    join ${platformConnections} pc on pc.id = ca.connection_id
    left join ${audienceVisibility} av on av.user_id = pc.user_id
    left join ${audienceTargets} t on t.user_id = ${viewer}
  where pc.user_id = ${owner})`;
