import { z } from 'zod';
import { DEAL_LIMITS } from './deal-limits';
import { digits, trimmedLine, maxMessage } from './fields';
import { formatDollars } from './format';
import { PLATFORMS, type Platform } from './platforms';

/**
 * Rates from real deals (issue 48, decision 112): what completed orders paid sellers of about
 * the same reach, so an offer, a package or a campaign budget starts from what others paid.
 */

/** Follower bands: a seller counts in the band of their verified followers on the platform. */
export const FOLLOWER_BANDS = [
  { from: 0, to: 10_000, label: 'under 10K' },
  { from: 10_000, to: 50_000, label: '10K-50K' },
  { from: 50_000, to: 250_000, label: '50K-250K' },
  { from: 250_000, to: 1_000_000, label: '250K-1M' },
  { from: 1_000_000, to: Number.MAX_SAFE_INTEGER, label: '1M+' },
] as const;
export type FollowerBand = (typeof FOLLOWER_BANDS)[number];

export function followerBandOf(followers: number): FollowerBand {
  // The last band ends at the largest safe number: every count finds one.
  return FOLLOWER_BANDS.find((band) => followers < band.to) ?? FOLLOWER_BANDS[4];
}

/**
 * Rates are shown only when this many different sellers' deals back them: fewer would let a
 * member work out one seller's price.
 */
export const RATES_MIN_SELLERS = 5;

/** GET api/rates/?platform=&what=&followers=: `what` left out takes every kind on the platform. */
export const ratesQuerySchema = z.strictObject({
  platform: z.enum(PLATFORMS, { error: 'Choose a platform from the list.' }),
  what: trimmedLine().max(DEAL_LIMITS.what, maxMessage(DEAL_LIMITS.what)).optional(),
  followers: digits(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)),
});
export type RatesQuery = z.output<typeof ratesQuerySchema>;

/** The 25th, 50th and 75th percentile of the prices, in whole dollars; null below the threshold. */
export interface RatesData {
  deals: number;
  low: number | null;
  median: number | null;
  high: number | null;
}

/** "Similar deals on Partnerly: $120-$300, median $180", or null when there is nothing to say. */
export function ratesLine(rates: RatesData): string | null {
  if (rates.low === null || rates.median === null || rates.high === null) return null;
  const range =
    rates.low === rates.high
      ? formatDollars(rates.low)
      : `${formatDollars(rates.low)}-${formatDollars(rates.high)}`;
  return `Similar deals on Partnerly: ${range}, median ${formatDollars(rates.median)}`;
}

/** The query of one rate lookup, or null when the form does not say enough yet. */
export function ratesQueryOf(
  platform: string | undefined,
  what: string | undefined,
  followers: number | null | undefined,
): { platform: Platform; what?: string; followers: number } | null {
  if (!platform || !(PLATFORMS as readonly string[]).includes(platform)) return null;
  if (followers === null || followers === undefined || !Number.isFinite(followers)) return null;
  const kind = what?.trim();
  return {
    platform: platform as Platform,
    ...(kind ? { what: kind.slice(0, DEAL_LIMITS.what) } : {}),
    followers: Math.max(0, Math.floor(followers)),
  };
}
