import type { TrackRecord } from './track-record';
import type { ConnectPlatform } from './connections';
import type { SocialAudience } from './audience';
import { z } from 'zod';
import { LIMITS, NUMBER_LIMITS, SEARCH_PAGE_SIZE } from './limits';
import { MESSAGES } from './messages';
import { digits, jsonInteger, jsonNumber, maxMessage, trimmedLine } from './fields';
import { PLATFORMS, type Platform } from './platforms';
import { countriesSchema, tagsSchema } from './profiles';
import type { AdData, Named, ReplyTime } from './profile-data';
import { REVIEW_LIMITS } from './review-data';
import { audienceAgeSchema, audienceCountrySchema, audienceGenderSchema } from './audience-schemas';

/** The end of the result window: items [range - 10, range). */
export const rangeSchema = jsonInteger(SEARCH_PAGE_SIZE, NUMBER_LIMITS.searchRange, {
  type: 'Send the range as a number.',
  min: `The range starts at ${SEARCH_PAGE_SIZE}.`,
  max: `The range can go up to ${NUMBER_LIMITS.searchRange}.`,
}).default(SEARCH_PAGE_SIZE);

/** POST api/search_user/. */
export const searchUserSchema = z.object({
  name: trimmedLine().max(LIMITS.text, maxMessage(LIMITS.text)).default(''),
  range: rangeSchema,
});

/** An optional follower bound: empty means no bound. */
const followerBound = z
  .union([
    z.literal(''),
    z.null(),
    jsonNumber('Enter a number.')
      .int('Enter a whole number.')
      .max(NUMBER_LIMITS.followers, 'Enter a follower count below 2,147,483,648.'),
  ])
  .optional()
  .transform((value) => (value === '' || value === null ? undefined : value))
  .refine((value) => value === undefined || value >= 0, MESSAGES.negativeFollowers);

/** An optional "packages up to $N" bound (issue 20): empty means any price or none. */
const priceBound = z
  .union([
    z.literal(''),
    z.null(),
    jsonNumber('Enter a number.')
      .int('Enter a whole number of dollars.')
      .min(1, 'Enter at least $1.')
      .max(1_000_000, 'Enter at most $1,000,000.'),
  ])
  .optional()
  .transform((value) => (value === '' || value === null ? undefined : value));

const MIN_RATING_MESSAGE = `Send a rating from ${REVIEW_LIMITS.minRating} to ${REVIEW_LIMITS.maxRating}.`;

/**
 * The social search's orders: by followers ('' newest account first, '-' most followed, '+'
 * least) or `audience_match`, best match to the viewer's own target first (decision 117).
 */
export const SORTS = ['', '-', '+', 'audience_match'] as const;
export type SearchSort = (typeof SORTS)[number];

/** A share of an audience in percent, 0 to 100 (real numbers only). */
const audienceShareSchema = z
  .number({ error: 'Send the share as a number.' })
  .min(0, 'Enter a share from 0 to 100.')
  .max(100, 'Enter a share from 0 to 100.');

/** A minimum engagement rate in percent; no platform reports one above 100. */
const engagementRateSchema = z
  .number({ error: 'Send the engagement rate as a number.' })
  .min(0, 'Enter an engagement rate from 0 to 100.')
  .max(100, 'Enter an engagement rate from 0 to 100.');

/** POST api/filter_user_by_social/. */
export const socialFilterSchema = z
  .object({
    socialMedia: z.enum(PLATFORMS, { error: MESSAGES.selectSocialMedia }),
    minFollowers: followerBound,
    maxFollowers: followerBound,
    countrys: countriesSchema,
    tags: tagsSchema,
    sort: z.enum(SORTS, { error: 'Choose a sort order.' }).default(''),
    /** Only creators with a package at or below this many dollars. */
    maxPrice: priceBound,
    /** Only accounts whose numbers come from their platform (issue 31). */
    verifiedOnly: z.boolean({ error: 'Must be true or false.' }).default(false),
    /** Only profiles whose reviews average this many stars or more: "Rated 4 and up" (issue 33). */
    minRating: jsonNumber(MIN_RATING_MESSAGE)
      .min(REVIEW_LIMITS.minRating, MIN_RATING_MESSAGE)
      .max(REVIEW_LIMITS.maxRating, MIN_RATING_MESSAGE)
      .optional(),
    /** Brands' accounts too: a search for creators leaves them out unless asked (issue 53). */
    brands: z.boolean({ error: 'Must be true or false.' }).default(false),
    /**
     * Verified audience (issue 48 point 3): only accounts whose platform reported it, and only
     * the parts the creator lets members see (decision 110).
     */
    audienceCountry: audienceCountrySchema.optional(),
    audienceAge: audienceAgeSchema.optional(),
    audienceGender: audienceGenderSchema.optional(),
    /** Each chosen country, age and gender holds at least this percent of the audience. */
    minAudienceShare: audienceShareSchema.optional(),
    minEngagementRate: engagementRateSchema.optional(),
    range: rangeSchema,
  })
  .refine(
    (value) =>
      value.minAudienceShare === undefined ||
      value.audienceCountry !== undefined ||
      value.audienceAge !== undefined ||
      value.audienceGender !== undefined,
    {
      path: ['minAudienceShare'],
      message: 'Choose a country, age or gender for the share to apply to.',
    },
  )
  .refine(
    (value) =>
      value.minFollowers === undefined ||
      value.maxFollowers === undefined ||
      value.minFollowers <= value.maxFollowers,
    { path: ['minFollowers'], message: MESSAGES.minAboveMax },
  );
export type SocialFilterInput = z.input<typeof socialFilterSchema>;

/** POST api/filter_user/. */
export const profileFilterSchema = z.object({
  countrys_p: countriesSchema,
  tags_p: tagsSchema,
  checked: z.boolean().default(false),
  range: rangeSchema,
});
export type ProfileFilterInput = z.input<typeof profileFilterSchema>;

export interface SearchResult {
  username: string;
  profile_picture: string | null;
  followers: number;
  countrys: Named[];
  tags: Named[];
  /** The cheapest package in whole dollars; null without packages. */
  lowest_price: number | null;
  /** How fast the owner usually answers a first message; null until known. */
  reply_time: ReplyTime | null;
  /** Verified accounts with their followers, most followed first (issue 29). */
  socials: { social_media: Platform; followers: number; audience: SocialAudience | null }[];
  /** Platforms of accounts waiting for verification: no follower count yet. */
  pending: Platform[];
  /** Platforms whose numbers come from a connected account (issue 31). */
  verified_sources: ConnectPlatform[];
  /** The average of the published reviews, to one decimal; null without any (issue 33). */
  rating: number | null;
  reviews_count: number;
  /** Verified results from completed deals; null below 3 or hidden (issue 47 point 5). */
  results: TrackRecord | null;
  /**
   * The share of the creator's verified audience inside the viewer's target, 0-100, from
   * their best-matching account; null without a target, verified data or a visible part
   * (decisions 110, 117).
   */
  audience_match: number | null;
}

/** The answer of every search call. */
export interface SearchPage {
  data: SearchResult[];
  isover: boolean;
}

/** GET /api/explore/?cursor=: ads from public profiles, newest first. */
export const exploreQuerySchema = z.object({
  cursor: digits(z.number().int().positive().max(NUMBER_LIMITS.id)).optional(),
});

export const EXPLORE_PAGE_SIZE = 12;

/** The answer of GET /api/explore/: `next` is the cursor of the following page, or null. */
/** An ad in the explore grid, with its owner's rating (issue 33). */
export interface ExploreAd extends AdData {
  rating: number | null;
  reviews_count: number;
}

export interface ExplorePage {
  data: ExploreAd[];
  next: number | null;
}
