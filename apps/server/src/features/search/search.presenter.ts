import {
  CONNECT_PLATFORMS,
  named,
  type ConnectPlatform,
  type Platform,
  type SearchPage,
  type SocialAudience,
  type TrackRecord,
} from '@partnerly/shared';
import { mediaUrl } from '../media/media.presenter';
import type { ResultPage, ResultRow } from './search.repository';

/** The platforms whose numbers come from a connected account (issue 31), in name order. */
const verifiedSources = (socials: ResultRow['socials']): ConnectPlatform[] =>
  socials
    .map((social) => social.source)
    .filter((source): source is ConnectPlatform =>
      (CONNECT_PLATFORMS as readonly (string | null)[]).includes(source),
    )
    .sort();

/** The tags a card is found by: its own, then its owner's profile's that it lacks. */
const cardTags = ({ tags, profile_tags: more }: ResultRow): string[] =>
  more?.length ? [...tags, ...more.filter((tag) => !tags.includes(tag))] : tags;

/**
 * A window of search results in the wire's spelling (`countrys`, a count for followers), each
 * verified account with the audience its connection vouches for (`audiences`, by lowercased
 * username and platform; decision 104) and its match to the viewer's target (decision 117).
 */
export const presentSearchPage = (
  { rows, isover }: ResultPage,
  audiences: Map<string, Map<ConnectPlatform, SocialAudience>> = new Map(),
  results: Map<string, TrackRecord> = new Map(),
  matches: Map<string, number | null> = new Map(),
): SearchPage => ({
  data: rows.map((row) => ({
    username: row.username,
    profile_picture: mediaUrl(row.picture_hash),
    followers: row.followers,
    countrys: named(row.countries),
    tags: named(cardTags(row)),
    lowest_price: row.lowest_price,
    reply_time: row.reply_time,
    socials: row.socials.map((social) => ({
      social_media: social.platform as Platform,
      followers: social.followers,
      audience:
        audiences.get(row.username.toLowerCase())?.get(social.source as ConnectPlatform) ?? null,
    })),
    pending: row.pending as Platform[],
    verified_sources: verifiedSources(row.socials),
    rating: row.rating,
    reviews_count: row.reviews_count,
    results: results.get(row.username.toLowerCase()) ?? null,
    audience_match: matches.get(row.username.toLowerCase()) ?? null,
  })),
  isover,
});
