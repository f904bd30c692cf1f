import type {
  ResultsCampaign,
  ResultsCampaignRef,
  ResultsFigures,
  ResultsOrder,
  ResultsTotals,
} from '@partnerly/shared';
import type { ResultsOrderRow, ResultsPostRow } from './results.repository';

/** What one order or a set of them adds up to, in cents and counts: sums stay exact. */
export interface Sums {
  priceCents: number;
  feeCents: number;
  refundedCents: number;
  posts: number;
  postsVerified: number;
  views: number;
  interactions: number;
  /** The spend, views and interactions of the orders with views: what the rates divide. */
  ratedSpendCents: number;
  ratedViews: number;
  ratedInteractions: number;
}

const ZERO: Sums = {
  priceCents: 0,
  feeCents: 0,
  refundedCents: 0,
  posts: 0,
  postsVerified: 0,
  views: 0,
  interactions: 0,
  ratedSpendCents: 0,
  ratedViews: 0,
  ratedInteractions: 0,
};

const spendCents = (sums: Sums) => sums.priceCents + sums.feeCents - sums.refundedCents;

/** A post counts once it is verified and has numbers, as on the order's page (decision 102). */
const counts = (post: ResultsPostRow) => post.state === 'verified' && post.metricsAt !== null;
const interactionsOf = (post: ResultsPostRow) =>
  (post.likes ?? 0) + (post.comments ?? 0) + (post.shares ?? 0) + (post.saves ?? 0);

/** One order's sums: its money as paid, and its verified posts' latest numbers. */
export function sumsOfOrder(row: ResultsOrderRow, posts: ResultsPostRow[]): Sums {
  const paid = row.paymentState !== null && row.paymentState !== 'unpaid';
  const counted = posts.filter(counts);
  const views = counted.reduce((total, post) => total + (post.views ?? 0), 0);
  const interactions = counted.reduce((total, post) => total + interactionsOf(post), 0);
  const sums: Sums = {
    priceCents: row.price * 100,
    // Paid outside Partnerly (payments off), there is no fee; a refund is the settled part.
    feeCents: paid ? (row.feeCents ?? 0) : 0,
    refundedCents: paid && row.settlePlannedAt ? (row.refundCents ?? 0) : 0,
    posts: posts.length,
    postsVerified: posts.filter((post) => post.state === 'verified').length,
    views,
    interactions,
    ratedSpendCents: 0,
    ratedViews: 0,
    ratedInteractions: 0,
  };
  if (views > 0) {
    sums.ratedSpendCents = spendCents(sums);
    sums.ratedViews = views;
    sums.ratedInteractions = interactions;
  }
  return sums;
}

const SUM_KEYS = Object.keys(ZERO) as (keyof Sums)[];

/** Several orders' sums together. */
export function addSums(all: Sums[]): Sums {
  const total = { ...ZERO };
  for (const each of all) for (const key of SUM_KEYS) total[key] += each[key];
  return total;
}

/** The figures of sums: dollars, cost per 1,000 views to the cent, engagement to 4 places. */
export function figuresOf(sums: Sums): ResultsFigures {
  const rated = sums.ratedViews > 0;
  return {
    price: sums.priceCents / 100,
    fee: sums.feeCents / 100,
    refunded: sums.refundedCents / 100,
    spend: spendCents(sums) / 100,
    posts: sums.posts,
    posts_verified: sums.postsVerified,
    views: sums.views,
    interactions: sums.interactions,
    cost_per_1000_views: rated
      ? Math.round((sums.ratedSpendCents / sums.ratedViews) * 1000) / 100
      : null,
    engagement_rate: rated
      ? Math.round((sums.ratedInteractions / sums.ratedViews) * 10_000) / 10_000
      : null,
  };
}

export function presentOrder(
  row: ResultsOrderRow,
  sums: Sums,
  campaign: ResultsCampaignRef | undefined,
): ResultsOrder {
  return {
    id: row.id,
    title: row.title,
    seller: row.seller,
    campaign: campaign ?? null,
    state: row.state,
    ordered_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    test: row.test ?? false,
    ...figuresOf(sums),
  };
}

export const presentCampaign = (campaign: ResultsCampaignRef, orders: Sums[]): ResultsCampaign => ({
  id: campaign.id,
  title: campaign.title,
  orders: orders.length,
  ...figuresOf(addSums(orders)),
});

export const presentTotals = (orders: Sums[]): ResultsTotals => ({
  orders: orders.length,
  ...figuresOf(addSums(orders)),
});
