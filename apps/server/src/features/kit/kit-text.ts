import {
  GENDER_LABELS,
  REPLY_TIME_LABELS,
  connectPlatformName,
  countryName,
  formatCount,
  formatDeliveryDays,
  formatFollowers,
  formatShare,
  platformName,
  ratingLabel,
  type PackageData,
  type SocialAudience,
  type SocialData,
} from '@partnerly/shared';
import type { KitGrowth, MediaKit } from './kit';

/**
 * The kit's words, shared by its page and its PDF so both always say the same (decision 111).
 */

/** The accounts whose numbers a platform or Partnerly vouches for. */
export const verifiedSocials = (kit: MediaKit): SocialData[] =>
  kit.profile.socials.filter((social) => social.source !== null);

/** Followers over every verified account whose count is shown. */
export const totalFollowers = (kit: MediaKit) =>
  verifiedSocials(kit).reduce(
    (sum, social) => sum + (social.followers_hidden ? 0 : social.followers),
    0,
  );

export const followersText = (social: SocialData) =>
  social.followers_hidden ? 'Count hidden by the channel' : formatFollowers(social.followers);

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}%`;

/** Engagement, posting and 30-day growth in words: only the parts this viewer may see. */
export function audienceStats(audience: SocialAudience | null): [string, string][] {
  if (!audience) return [];
  const stats: ([string, string] | false)[] = [
    audience.engagement_rate !== null && ['Engagement', `${audience.engagement_rate}%`],
    audience.posts_per_week !== null && ['Posts a week', `${audience.posts_per_week}`],
    audience.growth_30d !== null && ['Growth in 30 days', signed(audience.growth_30d)],
  ];
  return stats.filter((stat): stat is [string, string] => stat !== false);
}

export interface ShareBar {
  label: string;
  share: number;
  text: string;
}

const bar = (label: string, share: number): ShareBar => ({
  label,
  share,
  text: formatShare(share),
});

/** The audience's charts as labelled shares: countries, ages, genders (each when shown). */
export function audienceBars(audience: SocialAudience) {
  return [
    {
      title: 'Top countries',
      bars: (audience.countries ?? []).map((entry) =>
        bar(entry.code === 'other' ? 'Other countries' : countryName(entry.code), entry.share),
      ),
    },
    {
      title: 'Ages',
      bars: (audience.ages ?? []).map((entry) => bar(entry.range, entry.share)),
    },
    {
      title: 'Genders',
      bars: (audience.genders ?? []).map((entry) => bar(GENDER_LABELS[entry.gender], entry.share)),
    },
  ].filter((chart) => chart.bars.length > 0);
}

/** The series with a line to draw: two days or more (one count is a point, not growth). */
export const chartedGrowth = (kit: MediaKit) => kit.growth.filter((entry) => entry.days.length > 1);

/**
 * A series' points in a `width` x `height` box, oldest on the left, the lowest count at the
 * bottom and the highest at the top; a series that never moved runs through the middle.
 */
export function chartPoints(series: KitGrowth, width: number, height: number): [number, number][] {
  const counts = series.days.map((day) => day.followers);
  const low = Math.min(...counts);
  const span = Math.max(...counts) - low;
  const step = width / Math.max(1, counts.length - 1);
  const pad = 4;
  return counts.map((count, index) => [
    index * step,
    span === 0 ? height / 2 : height - pad - ((count - low) / span) * (height - 2 * pad),
  ]);
}

/** "Instagram: 1,000 to 1,100 followers over 90 days (+10%)": the chart in words. */
export function growthText(series: KitGrowth): string {
  const first = series.days[0]?.followers ?? 0;
  const last = series.days.at(-1)?.followers ?? 0;
  const days = series.days.length;
  const change = first > 0 ? ` (${signed(Math.round(((last - first) / first) * 1000) / 10)})` : '';
  return `${connectPlatformName(series.platform)}: ${formatCount(first)} to ${formatCount(last)} followers over ${days} ${days === 1 ? 'day' : 'days'}${change}`;
}

/** "Instagram · delivered in 5 days"; the price is set apart where it is drawn. */
export const packageLine = (item: PackageData) =>
  `${platformName(item.platform)} · delivered in ${formatDeliveryDays(item.delivery_days)}`;

/** Rating and reply time, as the top of the kit says them. */
export function trustLine(kit: MediaKit): string[] {
  const { reviews, reply_time: replyTime } = kit.profile;
  return [
    ...(reviews.average !== null ? [`${ratingLabel(reviews.average, reviews.count)} reviews`] : []),
    ...(replyTime ? [REPLY_TIME_LABELS[replyTime]] : []),
  ];
}

/** Where a brand writes to the creator on Partnerly: the conversation (never an e-mail). */
export const contactPath = (username: string) => `/chats?with=${encodeURIComponent(username)}`;

/** A package's Request on the creator's page, which opens the offer or asks to sign in. */
export const requestPath = (username: string, item: PackageData) =>
  `/${encodeURIComponent(username)}?request=${item.id}`;
