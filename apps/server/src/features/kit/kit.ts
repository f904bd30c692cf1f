import type { ConnectPlatform, PublicProfileData } from '@partnerly/shared';

/** One connected account's followers, one count a day, oldest first: the growth chart. */
export interface KitGrowth {
  platform: ConnectPlatform;
  days: { day: string; followers: number }[];
}

/**
 * One tile of the creator's verified results (issue 47 point 5): their deals, or one kind of
 * work with its median views, measured on the seller's connection; none while the page shows
 * none (below three verified deals, or hidden).
 */
export interface KitResult {
  title: string;
  /** "Verified by Instagram · Nov 3, 2026". */
  verified: string;
  figures: { label: string; value: number }[];
  link?: string;
}

/**
 * What a media kit shows (decision 111): the public profile as a signed-out visitor sees it
 * (so only what the creator made public), the growth series when the creator shows growth to
 * everyone, and the verified results when there are any.
 */
export interface MediaKit {
  profile: PublicProfileData;
  growth: KitGrowth[];
  results: KitResult[];
  /** The newest platform read behind the numbers (ISO time): "Numbers as of …". */
  asOf: string | null;
}
