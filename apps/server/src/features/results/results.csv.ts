import { orderNumber, type ResultsOrder } from '@partnerly/shared';
import { csvOf } from '../../lib/csv';

const HEADER = [
  'Order',
  'Title',
  'Seller',
  'Campaign',
  'State',
  'Ordered',
  'Delivered',
  'Price (USD)',
  'Fee (USD)',
  'Refunded (USD)',
  'Spend (USD)',
  'Posts',
  'Posts verified',
  'Views',
  'Interactions',
  'Cost per 1000 views (USD)',
  'Engagement rate',
  'Test money',
];

const money = (dollars: number) => dollars.toFixed(2);
const day = (at: string | null) => at?.slice(0, 10) ?? '';

/**
 * GET api/results.csv: one row per order, every order of the filters (the JSON lists the
 * newest 100). Numbers as spreadsheets read them: dollars with two decimals, engagement 0-1,
 * blank where there is nothing to divide yet; the cells go through the shared escaper.
 */
export function resultsCsv(orders: ResultsOrder[]): string {
  return csvOf([
    HEADER,
    ...orders.map((order) => [
      orderNumber(order.id),
      order.title,
      order.seller ?? 'Deleted member',
      order.campaign?.title ?? '',
      order.state,
      day(order.ordered_at),
      day(order.delivered_at),
      money(order.price),
      money(order.fee),
      money(order.refunded),
      money(order.spend),
      order.posts,
      order.posts_verified,
      order.views,
      order.interactions,
      order.cost_per_1000_views === null ? '' : money(order.cost_per_1000_views),
      order.engagement_rate ?? '',
      order.test ? 'yes' : 'no',
    ]),
  ]);
}
