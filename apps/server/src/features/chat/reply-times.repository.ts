import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { dialogueMembers, dialogues, messages } from '../../db/schema';
import type { ReplyStats } from './reply-times';

/** What the reply-time badges are computed from. */
export function replyTimesRepository(db: Database) {
  return {
    /**
     * For every member with an id in [first, last] who received the first message of a
     * conversation started since `since`: how many such conversations, and the median seconds
     * until their first answer (null when the median one is unanswered). Starts from those
     * members' conversations, so a batch costs what its members' conversations cost.
     */
    async replyStats(since: Date, [first, last]: [number, number]): Promise<ReplyStats[]> {
      const result = await db.execute(sql`
        with asked as (
          select dm.user_id as owner, d.id as dialogue_id, f.created_at as asked_at
          from ${dialogueMembers} dm
          join ${dialogues} d on d.id = dm.dialogue_id
          cross join lateral (
            select m.sender_id, m.created_at from ${messages} m
            where m.dialogue_id = d.id order by m.id limit 1
          ) f
          where dm.user_id between ${first} and ${last}
            and d.created_at >= ${since.toISOString()}::timestamptz
            and f.sender_id <> dm.user_id
        ), answered as (
          -- The owner's first answer is their first message by id: the walk along
          -- messages_dialogue_idx stops there instead of reading the whole conversation.
          select a.owner, extract(epoch from (
            select r.created_at from ${messages} r
            where r.dialogue_id = a.dialogue_id and r.sender_id = a.owner
            order by r.id limit 1
          ) - a.asked_at) as seconds
          from asked a
        )
        select owner as "userId", count(*)::int as conversations,
          percentile_cont(0.5) within group (order by coalesce(seconds, 'Infinity'::float8))
            as "medianSeconds"
        from answered group by owner`);
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
