import type { TrackRecord } from './track-record';
import type { PackageData } from './packages';
import type { ProfileReviews } from './review-data';
import type { AudienceVisibilityData, SocialAudience } from './audience';
import type { SocialSource } from './connections';
import type { Platform } from './platforms';
import type { ProfileTheme } from './profile-themes';

/** `{name}` items, the spec's wire shape for tags and countries. */
export interface Named {
  name: string;
}

export interface SocialData {
  id: number;
  social_media: Platform;
  link: string;
  followers: number;
  /** The channel hides its subscriber count: shown as hidden, not as zero. */
  followers_hidden: boolean;
  /** Who vouches for the numbers (issue 31); null: no longer verified. */
  source: SocialSource | null;
  /** ISO time the follower count was last checked. */
  followers_updated_at: string;
  countrys: Named[];
  tags: Named[];
  /**
   * The platform's own audience of a connected account as this viewer may see it (issue 48,
   * decision 104); null when the account is not connected or not read yet.
   */
  audience: SocialAudience | null;
}

export interface ManualSocialData {
  id: number;
  social_media: Platform;
  username: string;
  name: string;
  message: string;
  countrys: Named[];
  tags: Named[];
}

export interface LinkData {
  id: number;
  title: string;
  link: string;
}

/** A link as its owner sees it on /profile: hidden ones included and marked. */
export interface OwnLinkData extends LinkData {
  hidden: boolean;
}

export interface AdData {
  id: number;
  image: string;
  title: string;
  text: string;
  cpm: number;
  user: string;
  profile_picture: string | null;
}

export interface PublicProfile {
  username: string;
  profile_picture: string | null;
  is_content_producer: boolean;
  countrys: Named[];
  tags: Named[];
  profile_text: string;
  /** The page's look (beyond the spec, decision 002). */
  theme: ProfileTheme;
}

/** "Usually replies within an hour / a day / a few days". */
export const REPLY_TIMES = ['hour', 'day', 'days'] as const;
export type ReplyTime = (typeof REPLY_TIMES)[number];

export const REPLY_TIME_LABELS: Record<ReplyTime, string> = {
  hour: 'Usually replies within an hour',
  day: 'Usually replies within a day',
  days: 'Usually replies within a few days',
};

/** The answer of POST api/profile_data/. */
export interface PublicProfileData {
  profile: PublicProfile;
  socials: SocialData[];
  links: LinkData[];
  /** The creator's ads (beyond the spec, decision 002). */
  ads: AdData[];
  /** The creator's packages with prices (issue 20). */
  packages: PackageData[];
  /** Published reviews: the average, the count and the newest (issue 33). */
  reviews: ProfileReviews;
  /** How fast the owner usually answers a first message; null until known (issue 19). */
  reply_time: ReplyTime | null;
  /**
   * Verified results from completed deals (issue 47 point 5): null below 3 such deals or when
   * the creator hid them.
   */
  results: TrackRecord | null;
  /**
   * Beyond the spec (decision 002): the token the page's view beacon sends back, so that only
   * a served page's views count (docs/decisions/027).
   */
  view_token?: string;
}

/** The own-profile part of GET api/UserData/. */
export interface OwnProfileData {
  is_active: boolean;
  is_content_producer: boolean;
  profile_picture: string | null;
  profile_text: string;
  profile_countrys: string[];
  profile_tags: string[];
  /** The public page's look (beyond the spec, decision 002). */
  theme: ProfileTheme;
  socials: SocialData[];
  manule_socials: ManualSocialData[];
  /** The verified results a visitor would see were they shown, and whether they are hidden. */
  results: TrackRecord | null;
  results_hidden: boolean;
  links: OwnLinkData[];
  ads: AdData[];
  /** Tag suggestions: the tags this user already uses anywhere. */
  tags: Named[];
  /** Who sees which part of the verified audience (decision 104). */
  audience_visibility: AudienceVisibilityData;
}

export const named = (values: readonly string[]): Named[] => values.map((name) => ({ name }));
