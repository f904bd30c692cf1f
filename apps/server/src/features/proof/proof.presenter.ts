import {
  HOLDING_POST_STATES,
  type ConnectPlatform,
  type OrderPost,
  type OrderResults,
  type PostState,
} from '@partnerly/shared';
import type { OrderPostRow } from './proof.repository';

export function presentPost(row: OrderPostRow): OrderPost {
  const verified = row.state === 'verified';
  return {
    url: row.url,
    platform: row.platform as ConnectPlatform | null,
    state: row.state,
    published_at: row.publishedAt?.toISOString() ?? null,
    disclosure: row.disclosure,
    checked_at: row.checkedAt?.toISOString() ?? null,
    metrics:
      verified && row.metricsAt
        ? {
            views: row.views,
            reach: row.reach,
            likes: row.likes,
            comments: row.comments,
            shares: row.shares,
            saves: row.saves,
            at: row.metricsAt.toISOString(),
          }
        : null,
  };
}

/**
 * The verified posts together (issue 47): views, interactions (likes, comments, shares and
 * saves, where the platform gives each), cost per 1,000 views (price ÷ views × 1,000, in
 * dollars, to the cent) and engagement (interactions ÷ views, 0-1). Null before any verified
 * post has numbers.
 */
export function resultsOf(rows: OrderPostRow[], price: number): OrderResults | null {
  const counted = rows.filter((row) => row.state === 'verified' && row.metricsAt);
  if (counted.length === 0) return null;
  const sum = (pick: (row: OrderPostRow) => number | null) =>
    counted.reduce((total, row) => total + (pick(row) ?? 0), 0);
  const views = sum((row) => row.views);
  const interactions = sum(
    (row) => (row.likes ?? 0) + (row.comments ?? 0) + (row.shares ?? 0) + (row.saves ?? 0),
  );
  return {
    views,
    interactions,
    cost_per_1000_views: views > 0 ? Math.round((price / views) * 1000 * 100) / 100 : null,
    engagement_rate: views > 0 ? Math.round((interactions / views) * 10_000) / 10_000 : null,
  };
}

const PLATFORM_NAMES: Record<ConnectPlatform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

const WHY: Partial<Record<PostState, (platform: string) => string>> = {
  not_found: (platform) => `was not found on the seller's connected ${platform} account`,
  other_account: (platform) => `is on another ${platform} account than the seller's`,
  before_order: () => 'was published before the order was accepted',
};

/**
 * Why a delivery does not approve itself, in the words both members read on the timeline;
 * null when no post holds it.
 */
export function holdReasonOf(rows: OrderPostRow[]): string | null {
  const holding = rows.filter((row) => HOLDING_POST_STATES.includes(row.state));
  const first = holding[0];
  if (!first) return null;
  const platform = PLATFORM_NAMES[first.platform as ConnectPlatform] ?? 'the platform';
  const why = WHY[first.state]?.(platform) ?? 'could not be verified';
  const more = holding.length > 1 ? ` (and ${holding.length - 1} more)` : '';
  return (
    `Not approved automatically: the post ${first.url} ${why}${more}. ` +
    'The buyer approves or asks for changes; the seller can send the right link then.'
  );
}
