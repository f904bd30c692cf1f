import { named, type ConnectPlatform, type Platform, type SearchPage } from '@partnerly/shared';
import { mediaUrl } from '../media/media.presenter';
import type { ResultPage } from './search.repository';

/** A window of search results in the wire's spelling (`countrys`, a count for followers). */
export const presentSearchPage = ({ rows, isover }: ResultPage): SearchPage => ({
  data: rows.map((row) => ({
    username: row.username,
    profile_picture: mediaUrl(row.picture_hash),
    // PostgreSQL answers a sum over bigint as a string.
    followers: Number(row.followers),
    countrys: named(row.countries),
    tags: named(row.tags),
    lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
    reply_time: row.reply_time,
    socials: row.socials.map((social) => ({
      social_media: social.platform as Platform,
      followers: social.followers,
    })),
    pending: row.pending as Platform[],
    verified_sources: row.verified_sources as ConnectPlatform[],
    // PostgreSQL answers a numeric as a string.
    rating: row.rating === null ? null : Number(row.rating),
    reviews_count: Number(row.reviews_count),
  })),
  isover,
});
