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

export type DailyCount = { day: string; followers: number };

/** The connection's daily follower counts from `since` (a date), in no order, as JSON. */
export const dailyCountsSince = (connectionId: SQL, since: SQL) => sql`coalesce((
  select json_agg(json_build_object('day', fc.day, 'followers', fc.followers))
  from ${followerCounts} fc
  where fc.connection_id = ${connectionId} and fc.day >= ${since}::date), '[]'::json)`;

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
  daily: DailyCount[];
  match: number | null;
}

/**
 * The verified audiences of one owner's accounts as one JSON array of `CardAudienceRow` (null
 * without any), each with its match for `viewer`'s target: the columns of `audienceRepository`'s
 * rows, for the statement that reads a page of search cards, so that a page is one statement
 * (decision 132). `owner` is the card's owner id in that statement; `since` the first day of
 * counts growth reads.
 */
export const cardAudiencesJson = ({
  owner,
  since,
  viewer,
}: {
  owner: SQL;
  since: SQL;
  viewer: SQL;
}): SQL => sql`(select json_agg(json_build_object('connectionId', pc.id,
    'userId', pc.user_id, 'platform', pc.platform, 'audience', ca.shown_audience,
    'readAt', ca.read_at, 'countriesEngagement', av.countries_engagement,
    'agesGenders', av.ages_genders, 'daily', ${dailyCountsSince(sql`pc.id`, since)},
    'match', ${accountMatchOfAliases()}))
  from ${connectionAudiences} ca
    join ${platformConnections} pc on pc.id = ca.connection_id
    left join ${audienceVisibility} av on av.user_id = pc.user_id
    left join ${audienceTargets} t on t.user_id = ${viewer}
  where pc.user_id = ${owner})`;
