import { and, eq, sql } from 'drizzle-orm';
import type { TrackRecord } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { trackRecordSettings } from '../../db/schema';
import { resultsOf, toRecord, type ResultsRow } from './card-results';

/**
 * Asked for a creator's page and kit, and for the search cards whose owners completed a deal
 * (issue 47 point 5, decision 140): prepared once per connection, since planning took several
 * times as long as running (bench:search, decision 125).
 */
const RESULTS_OF_SELLERS = namedStatement<'sellerIds'>('track_record_of_sellers', (value) =>
  resultsOf(sql`o.seller_id = any(${value('sellerIds')}::int[])`),
);

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
      const rows = rowsOf<ResultsRow>(await RESULTS_OF_SELLERS(db, { sellerIds }));
      return new Map(rows.map((row) => [row.sellerId, toRecord(row)]));
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
