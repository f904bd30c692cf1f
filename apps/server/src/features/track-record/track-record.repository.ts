import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TrackRecord } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { namesIn, usernameIn } from '../../db/usernames';
import { orderPosts, orders, trackRecordSettings, users } from '../../db/schema';

interface Row {
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
const resultsOf = (sellers: SQL) => sql`
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

/**
 * Asked for a creator's page and kit, and (by usernames) with every page of search cards
 * (issue 47 point 5): prepared once per connection, since planning took several times as long
 * as running (bench:search, decision 125).
 */
const RESULTS_OF_SELLERS = namedStatement<'sellerIds'>('track_record_of_sellers', (value) =>
  resultsOf(sql`o.seller_id = any(${value('sellerIds')}::int[])`),
);

/** A page of cards in one statement: its owners by name, those who hid theirs left out. */
const SHOWN_RESULTS_BY_USERNAMES = namedStatement<'names'>('track_record_by_usernames', () =>
  resultsOf(sql`o.seller_id in (
    select ${users.id} from ${users}
    where ${usernameIn('names')}
      and not exists (
        select 1 from ${trackRecordSettings} s where s.user_id = ${users.id} and s.hidden))`),
);

const toRecord = (row: Row): TrackRecord => ({
  completed_deals: row.completed,
  on_time_share: Math.round(row.onTime * 100) / 100,
  deliverables: row.deliverables.map((kind) => ({
    ...kind,
    median_views: Number(kind.median_views),
  })),
});

/**
 * Verified results, counted on reading (decision 109): completed orders with at least one post
 * verified on the seller's account; each post counts under the kind its order named for that
 * platform (the first deliverable line on it), its views as last read. "On time" compares the
 * delivery's UTC day with the due date, so the server's time zone never moves a deal.
 */
export function trackRecordRepository(db: Database) {
  // Asked with every results read: prepared once per connection (decision 125).
  const hidden = db
    .select({ userId: trackRecordSettings.userId })
    .from(trackRecordSettings)
    .where(
      and(
        sql`${trackRecordSettings.userId} = any(${sql.placeholder('ids')}::int[])`,
        eq(trackRecordSettings.hidden, true),
      ),
    )
    .prepare('track_records_hidden');

  return {
    async ofSellers(sellerIds: number[]): Promise<Map<number, TrackRecord>> {
      if (sellerIds.length === 0) return new Map();
      const rows = rowsOf<Row>(await RESULTS_OF_SELLERS(db, { sellerIds }));
      return new Map(rows.map((row) => [row.sellerId, toRecord(row)]));
    },

    /**
     * Results by lowercased username, without those their sellers hid (search cards carry
     * usernames): one statement a page of cards.
     */
    async shownByUsernames(usernames: string[]): Promise<Map<string, TrackRecord>> {
      if (usernames.length === 0) return new Map();
      const rows = rowsOf<Row>(await SHOWN_RESULTS_BY_USERNAMES(db, { names: namesIn(usernames) }));
      return new Map(rows.map((row) => [row.username, toRecord(row)]));
    },

    async hiddenOf(userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await hidden.execute({ ids: userIds });
      return new Set(rows.map((row) => row.userId));
    },

    async setHidden(userId: number, hidden: boolean): Promise<void> {
      await db
        .insert(trackRecordSettings)
        .values({ userId, hidden })
        .onConflictDoUpdate({
          target: trackRecordSettings.userId,
          set: { hidden, updatedAt: sql`now()` },
        });
    },
  };
}

export type TrackRecordRepository = ReturnType<typeof trackRecordRepository>;
