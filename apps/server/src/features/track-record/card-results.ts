import { sql, type SQL } from 'drizzle-orm';
import type { TrackRecord } from '@partnerly/shared';
import { orderPosts, orders, trackRecordSettings, users } from '../../db/schema';

/** One seller's results as the statement reads them. */
export interface ResultsRow {
  sellerId: number;
  username: string;
  completed: number;
  onTime: number;
  deliverables: {
    platform: TrackRecord['deliverables'][number]['platform'];
    what: string;
    deals: number;
    median_views: number;
  }[];
}

/**
 * The results of the sellers `sellers` (a condition on `o.seller_id`) pick, with each seller's
 * lowercased username.
 */
export const resultsOf = (sellers: SQL) => sql`
  with done as (
    select o.id, o.seller_id, o.deliverables, o.due_date, o.delivered_at
    from ${orders} o
    where ${sellers} and o.state = 'completed'
      and exists (
        select 1 from ${orderPosts} p where p.order_id = o.id and p.state = 'verified')),
  posts as (
    select d.seller_id, d.id as order_id, p.platform, p.views,
      coalesce((
        select initcap(trim(line->>'what'))
        from jsonb_array_elements(d.deliverables) with ordinality as lines(line, n)
        where lower(line->>'platform') = p.platform order by n limit 1), 'Post') as what
    from done d
    join ${orderPosts} p on p.order_id = d.id and p.state = 'verified'
    where p.views is not null),
  kinds as (
    select seller_id, platform, what, count(distinct order_id)::int as deals,
      percentile_cont(0.5) within group (order by views) as median_views
    from posts group by seller_id, platform, what)
  select d.seller_id as "sellerId", lower(u.username) as username, count(*)::int as completed,
    avg(case when (d.delivered_at at time zone 'UTC')::date <= d.due_date then 1 else 0 end)::float8 as "onTime",
    coalesce((
      select jsonb_agg(jsonb_build_object('platform', k.platform, 'what', k.what,
        'deals', k.deals, 'median_views', round(k.median_views)::bigint)
        order by k.deals desc, k.median_views desc)
      from kinds k where k.seller_id = d.seller_id), '[]'::jsonb) as deliverables
  from done d join ${users} u on u.id = d.seller_id
  group by d.seller_id, u.username`;

export const toRecord = (row: ResultsRow): TrackRecord => ({
  completed_deals: row.completed,
  on_time_share: Math.round(row.onTime * 100) / 100,
  deliverables: row.deliverables.map((kind) => ({
    ...kind,
    median_views: Number(kind.median_views),
  })),
});

/**
 * One seller's results as one JSON `ResultsRow` (null: none, or hidden by the seller), for the
 * public profile's one statement (decision 143); `seller` is the owner's id there. The threshold
 * stays in the service, as for every other read.
 */
export const sellerResultsJson = (seller: SQL): SQL => sql`(select row_to_json(r)
    from (${resultsOf(sql`o.seller_id = ${seller}`)}) r
    where not exists (select 1 from ${trackRecordSettings} h
      where h.user_id = ${seller} and h.hidden))`;
