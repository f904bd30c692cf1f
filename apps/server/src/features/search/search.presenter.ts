import { named, type Platform, type SearchPage, type TrackRecord } from '@partnerly/shared';
import { mediaUrl } from '../media/media.presenter';
import type { CardRow, ResultPage, ResultRow } from './search.repository';

/**
 * A page of search results as the JSON text the wire carries (`SearchPage`), for the route to
 * send as it is.
 */
export type SearchPageJson = string & { readonly wire: SearchPage };

/** The tags a card is found by: its own, then its owner's profile's that it lacks. */
const cardTags = ({ tags, profile_tags: more }: ResultRow): string[] =>
  more?.length ? [...tags, ...more.filter((tag) => !tags.includes(tag))] : tags;

type Card = SearchPage['data'][number];

/**
 * One card as JSON text: its own fields serialised here, and its accounts (`socials`) spliced
 * in as PostgreSQL keeps them, already in the wire's shape for members (decision 144). The
 * fields before and after them keep the order the wire always had.
 */
function cardJson({ card: row, socials }: CardRow, results: TrackRecord | null): string {
  const head: Omit<
    Card,
    | 'socials'
    | 'pending'
    | 'verified_sources'
    | 'rating'
    | 'reviews_count'
    | 'results'
    | 'audience_match'
  > = {
    username: row.username,
    profile_picture: mediaUrl(row.picture_hash),
    followers: row.followers,
    countrys: named(row.countries),
    tags: named(cardTags(row)),
    lowest_price: row.lowest_price,
    reply_time: row.reply_time,
  };
  const tail: Pick<
    Card,
    'pending' | 'verified_sources' | 'rating' | 'reviews_count' | 'results' | 'audience_match'
  > = {
    pending: row.pending as Platform[],
    verified_sources: row.verified_sources as Card['verified_sources'],
    rating: row.rating,
    reviews_count: row.reviews_count,
    results,
    audience_match: row.audience_match,
  };
  return `${JSON.stringify(head).slice(0, -1)},"socials":${socials},${JSON.stringify(tail).slice(1)}`;
}

/**
 * A window of search results in the wire's spelling (`countrys`, a count for followers), each
 * verified account with the audience its connection shows members (decision 104, kept by the
 * database, decision 144), its owner's match to the viewer's target (decision 117) and verified
 * results (`results`, by lowercased username).
 */
export const presentSearchPage = (
  { rows, isover }: ResultPage,
  results: Map<string, TrackRecord> = new Map(),
): SearchPageJson =>
  `{"data":[${rows
    .map((row) => cardJson(row, results.get(row.card.username.toLowerCase()) ?? null))
    .join(',')}],"isover":${isover}}` as SearchPageJson;
