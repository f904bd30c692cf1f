import { countOf, formatFollowers } from './format';
import type { ConnectPlatform } from './connections';

// No zod here: the public page shows these within its JavaScript budget (the schema of the
// hide setting lives in track-record-schemas.ts).

/**
 * A creator's verified results (issue 47 point 5, decision 109): counted from their completed
 * orders with at least one post verified on the platform, never typed by anyone.
 */
export interface TrackRecord {
  completed_deals: number;
  /** Share of those deals delivered by their due date, 0-1. */
  on_time_share: number;
  /** Per platform and kind of work, most deals first. */
  deliverables: { platform: ConnectPlatform; what: string; deals: number; median_views: number }[];
}

/** Below this many verified deals nothing is shown: two deals are an anecdote, not a record. */
export const TRACK_RECORD_MIN_DEALS = 3;

const PLATFORM_NAMES: Record<ConnectPlatform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** "Instagram Reels: median 48K views". */
export function trackKindLine(kind: TrackRecord['deliverables'][number]): string {
  const what = kind.what.trim();
  const plural = /s$/i.test(what) ? what : `${what}s`;
  return `${PLATFORM_NAMES[kind.platform]} ${plural}: median ${formatFollowers(kind.median_views)} views`;
}

/** "1,024 deals": a count of deals through the shared count formatter. */
export const trackDeals = (deals: number): string =>
  countOf(deals, { one: 'deal', other: 'deals' });

/** "96%": the share delivered on time, as a whole percentage (never over 100). */
export const trackOnTime = (record: TrackRecord): string =>
  `${Math.min(100, Math.max(0, Math.round(record.on_time_share * 100)))}%`;

/** "24 deals on Partnerly · 96% on time · Instagram Reels: median 48K views". */
export function trackRecordLine(record: TrackRecord): string {
  const deals = `${trackDeals(record.completed_deals)} on Partnerly`;
  const onTime = `${trackOnTime(record)} on time`;
  const [top] = record.deliverables;
  return [deals, onTime, ...(top ? [trackKindLine(top)] : [])].join(' · ');
}

/** "Verified by Instagram and YouTube": the platforms that measured the posts. */
export function trackVerifiedBy(record: TrackRecord): string {
  const names = [...new Set(record.deliverables.map((kind) => PLATFORM_NAMES[kind.platform]))];
  if (names.length === 0) return 'Verified on the platforms';
  const last = names.pop();
  return `Verified by ${names.length > 0 ? `${names.join(', ')} and ${last}` : last}`;
}
