import { sql } from 'drizzle-orm';
import type { ReactionEmoji, Reactions } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { messageReactions, users } from '../../db/schema';

/** Reactions on messages: one per member per message (issue 34). */
export function messageReactionsRepository(db: Database) {
  return {
    /**
     * Toggles the member's reaction in one statement: the same emoji again takes it back,
     * another replaces it. Two toggles at once end in one row (the primary key decides).
     */
    async toggle(messageId: number, userId: number, emoji: ReactionEmoji): Promise<void> {
      await db.execute(sql`
        with taken_back as (
          delete from ${messageReactions}
          where message_id = ${messageId} and user_id = ${userId} and emoji = ${emoji}
          returning 1)
        insert into ${messageReactions} (message_id, user_id, emoji)
        select ${messageId}, ${userId}, ${emoji} where not exists (select 1 from taken_back)
        on conflict (message_id, user_id) do update set emoji = excluded.emoji, created_at = now()`);
    },

    /** The reactions of each of the messages that have any, first reaction first. */
    async of(messageIds: readonly number[]): Promise<Map<number, Reactions>> {
      const found = new Map<number, Reactions>();
      if (messageIds.length === 0) return found;
      const rows = rowsOf<{ messageId: number | string; emoji: string; username: string }>(
        await db.execute(sql`
          select r.message_id as "messageId", r.emoji, u.username
          from ${messageReactions} r join ${users} u on u.id = r.user_id
          where r.message_id in (select unnest(${`{${messageIds.join(',')}}`}::bigint[]))
          order by r.created_at, r.user_id`),
      );
      for (const row of rows) {
        const id = Number(row.messageId);
        const reactions = found.get(id) ?? {};
        const emoji = row.emoji as ReactionEmoji;
        reactions[emoji] = [...(reactions[emoji] ?? []), row.username];
        found.set(id, reactions);
      }
      return found;
    },
  };
}

export type MessageReactionsRepository = ReturnType<typeof messageReactionsRepository>;
