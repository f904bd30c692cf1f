import { formatterCache } from './formatters';
import { formatAgo, type ConnectPlatform } from './connections';

// No zod here: the public page imports these (the request schema is in audience-schemas.ts).

/**
 * Who may see one part of a creator's verified audience (issue 48, decision 104): everyone,
 * signed-in members, or no one but the creator.
 */
export const AUDIENCE_VISIBILITIES = ['public', 'members', 'hidden'] as const;
export type AudienceVisibility = (typeof AUDIENCE_VISIBILITIES)[number];

/**
 * The creator's choice, per part: `countries_engagement` is the top countries with the
 * engagement rate, posting frequency and growth; `ages_genders` the age and gender split.
 */
export interface AudienceVisibilityData {
  countries_engagement: AudienceVisibility;
  ages_genders: AudienceVisibility;
}

/** What a creator who never chose gets: the defaults. */
export const DEFAULT_AUDIENCE_VISIBILITY: AudienceVisibilityData = {
  countries_engagement: 'public',
  ages_genders: 'members',
};

/** Why a verified account has no demographics, said rather than left blank. */
export const AUDIENCE_UNAVAILABLE = ['under-100-followers', 'no-audience-data'] as const;
export type AudienceUnavailable = (typeof AUDIENCE_UNAVAILABLE)[number];

export type AudienceGender = 'female' | 'male' | 'other';

/**
 * A verified account's audience as one viewer may see it (`socials[].audience`). A part the
 * viewer may not see is null, never empty or zero; `unavailable` says why a platform gave no
 * demographics (the parts are null then too, the engagement is still there).
 */
export interface SocialAudience {
  countries: { code: string; share: number }[] | null;
  ages: { range: string; share: number }[] | null;
  genders: { gender: AudienceGender; share: number }[] | null;
  /** Percent, (likes + comments) per post over followers, last 12 posts (decision 098). */
  engagement_rate: number | null;
  posts_per_week: number | null;
  /** Percent change of followers over the last 30 days. */
  growth_30d: number | null;
  /** ISO time of the platform read. */
  updated_at: string;
  source: ConnectPlatform;
  unavailable: AudienceUnavailable | null;
  /** A signed-out visitor misses parts members may see: "Sign in to see more". */
  more_for_members: boolean;
}

const SOURCE_NAMES: Record<ConnectPlatform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** "Verified by Instagram · updated 2 days ago", as the follower counts read (issue 31). */
export const audienceLine = (audience: Pick<SocialAudience, 'source' | 'updated_at'>, now: Date) =>
  `Verified by ${SOURCE_NAMES[audience.source]} · updated ${formatAgo(new Date(audience.updated_at), now)}`;

/** Why there is nothing to chart, as a sentence: "TikTok shares no audience data". */
export function unavailableText(audience: Pick<SocialAudience, 'source' | 'unavailable'>) {
  if (audience.unavailable === 'under-100-followers') {
    return `${SOURCE_NAMES[audience.source]} shares audience data from 100 followers on`;
  }
  return `${SOURCE_NAMES[audience.source]} shares no audience data`;
}

// English names in one locale, so the server-rendered page and the app agree (hydration).
const REGION_NAMES = formatterCache(() => new Intl.DisplayNames('en', { type: 'region' }));

/** An ISO 3166-1 alpha-2 code as a country's name ("US" -> "United States"). */
export function countryName(code: string): string {
  try {
    return REGION_NAMES().of(code) ?? code;
  } catch {
    return code;
  }
}

export const GENDER_LABELS: Record<AudienceGender, string> = {
  female: 'Women',
  male: 'Men',
  other: 'Other',
};

/** A share in percent as shown: "42%", "4.5%", "<1%" rather than "0%". */
export function formatShare(share: number): string {
  if (share > 0 && share < 1) return '<1%';
  return `${Math.round(share * 10) / 10}%`;
}
