import { z } from 'zod';
import { isRealDate, type OrderState } from './deals';
import { digits } from './fields';
import { NUMBER_LIMITS } from './limits';

/**
 * The buyer's Results (issue 47 point 4, decision 108): every order they bought with what it
 * cost and what its verified posts earned, per campaign and in all. Amounts in dollars like
 * `price`; cost per 1,000 views is spend ÷ views × 1,000; engagement is interactions ÷ views (0-1).
 */

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';

/** A calendar day in a query string: YYYY-MM-DD that exists. */
const queryDate = () =>
  z
    .string({ error: DATE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_MESSAGE, abort: true })
    .refine(isRealDate, 'Enter a real date.');

/**
 * GET api/results/?campaign=&from=&to= (and results.csv): one of the buyer's campaigns, and
 * the days the orders were placed on, both included (UTC).
 */
export const resultsQuerySchema = z
  .object({
    campaign: digits(
      z.number().int().positive().max(NUMBER_LIMITS.id, 'Choose one of your campaigns.'),
      'Choose one of your campaigns.',
    ).optional(),
    from: queryDate().optional(),
    to: queryDate().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Choose an end date on or after the start date.',
  });
export type ResultsQuery = z.output<typeof resultsQuerySchema>;

/** What a set of orders cost and earned: one order, one campaign's, or all of them. */
export interface ResultsFigures {
  /** The agreed prices, Partnerly's fees on them, and what went back to the buyer. */
  price: number;
  fee: number;
  refunded: number;
  /** What the buyer paid and kept paid: price + fee − refunded. */
  spend: number;
  /** Links delivered, and those verified on the seller's connected account. */
  posts: number;
  posts_verified: number;
  views: number;
  interactions: number;
  /** Spend ÷ views × 1,000, to the cent, over the orders with views; null before any. */
  cost_per_1000_views: number | null;
  /** Interactions ÷ views (0-1), over the orders with views; null before any. */
  engagement_rate: number | null;
}

/** A campaign as an order names it. */
export interface ResultsCampaignRef {
  id: number;
  title: string;
}

/** One order the buyer placed, as the Results page and its CSV list it. */
export interface ResultsOrder extends ResultsFigures {
  id: number;
  title: string;
  /** Null once the seller deleted their account. */
  seller: string | null;
  campaign: ResultsCampaignRef | null;
  state: OrderState;
  ordered_at: string;
  delivered_at: string | null;
  /** Paid in the built-in test checkout: no real money moved. */
  test: boolean;
}

/** One campaign's orders together. */
export interface ResultsCampaign extends ResultsFigures, ResultsCampaignRef {
  orders: number;
}

export interface ResultsTotals extends ResultsFigures {
  orders: number;
}

/** The chart: on each day, the latest numbers of every verified post of the orders, summed. */
export interface ResultsPoint {
  day: string;
  views: number;
  interactions: number;
}

/** GET api/results/. */
export interface ResultsData {
  /** Newest first, the first `RESULTS_PAGE`; the totals, campaigns and chart count them all. */
  orders: ResultsOrder[];
  more: boolean;
  campaigns: ResultsCampaign[];
  totals: ResultsTotals;
  series: ResultsPoint[];
  /** The buyer's campaigns that have orders, whatever the filters: the campaign filter's choices. */
  campaign_choices: ResultsCampaignRef[];
}

/** How many orders the JSON lists; the CSV has every one. */
export const RESULTS_PAGE = 100;
