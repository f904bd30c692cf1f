import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { batchStatement } from '../../db/batch-statement';
import { dialogueMembers, dialogues } from '../../db/schema';
import type { ReplyStats } from './reply-times';

/** What the reply-time badges are computed from. */
export function replyTimesRepository(db: Database) {
  return {
    /**
     * For every member with an id in [first, last] who received the first message of a
     * conversation started since `since`: how many such conversations, and the median seconds
     * until the first answer (null when the median one is unanswered). Reads only those
     * members' conversation rows, which keep their first message and answer (decision 068), so
     * a batch costs what its members' conversations cost, however many are stored. A
     * conversation whose first sender deleted their account no longer counts (their side of it
     * became null), as when the job read their messages.
     */
    async replyStats(since: Date, [first, last]: [number, number]): Promise<ReplyStats[]> {
      // Each membership looks up its conversation by id (the lateral's limit keeps the planner
      // from hashing every conversation of the window instead); memoizing that walk never
      // hits, since every key differs.
      const result = await batchStatement(
        db,
        sql`
          select dm.user_id as "userId", count(*)::int as conversations,
            percentile_cont(0.5) within group (order by coalesce(
              extract(epoch from d.answered_at - d.first_message_at)::float8, 'Infinity'::float8))
              as "medianSeconds"
          from ${dialogueMembers} dm
          cross join lateral (
            select d.first_message_at, d.answered_at from ${dialogues} d
            where d.id = dm.dialogue_id
              and d.created_at >= ${since.toISOString()}::timestamptz
              and d.first_sender_id <> dm.user_id
              and d.first_sender_id in (d.user_low_id, d.user_high_id)
            limit 1) d
          where dm.user_id between ${first} and ${last}
          group by dm.user_id`,
        { enable_memoize: 'off' },
      );
      return rowsOf<{ userId: number; conversations: number; medianSeconds: number | string }>(
        result,
      ).map((row) => {
        const median = Number(row.medianSeconds);
        return {
          userId: row.userId,
          conversations: row.conversations,
          medianSeconds: Number.isFinite(median) ? median : null,
        };
      });
    },
  };
}

export type ReplyTimesRepository = ReturnType<typeof replyTimesRepository>;
