import { sql, type SQL } from 'drizzle-orm';
import { batchStatement } from '../../db/batch-statement';
import { rowsOf, type Database } from '../../db/client';
import {
  dialogueMembers,
  dialogues,
  messages,
  notificationSettings,
  socketPresence,
  users,
} from '../../db/schema';
import type { UnreadConversation, UnreadMessages, UnreadWindow } from './unread-messages';

/**
 * What is unread (decision 044), the one definition behind the in-app list and counts, the
 * app badge, push and the unread e-mail: message `m` of a conversation member `dm` belongs to,
 * after their read mark, sent by the other side (not by them, nor by an account since
 * deleted), not removed nor deleted by its sender, in a conversation neither side has
 * blocked. A removed or deleted message has no text to read; a blocked conversation, or one
 * with a deleted account, cannot be answered.
 */
export const unreadByMember: SQL = sql`
  m.sender_id <> dm.user_id
  and m.id > dm.last_read_message_id
  and m.removed_at is null
  and m.deleted_at is null
  and not exists (
    select 1 from ${dialogueMembers} b where b.dialogue_id = m.dialogue_id and b.spam
  )`;

/**
 * The messages an unread-message e-mail is about (docs/decisions/029): unread, not named by an
 * earlier e-mail, recent.
 */
const mailable = (window: UnreadWindow) => sql`
  ${unreadByMember}
  and m.id > coalesce(ns.unread_mailed_through, 0)
  and m.created_at > ${window.recentAfter.toISOString()}::timestamptz`;

/** The unread messages notifications ask about (the UnreadMessages port). */
export function unreadMessagesRepository(db: Database): UnreadMessages {
  return {
    /**
     * Starts from the members' conversations and walks each one's messages after its read
     * mark (messages_dialogue_idx), stopping at the first owed one: a batch costs what its
     * members' unread messages cost, however many messages are stored (issue 36). A
     * conversation quiet since before the recent window holds no mailable message (storing a
     * message moves `last_message_at`), so its messages are not walked at all.
     */
    async owed(window: UnreadWindow, [first, last]: [number, number]): Promise<number[]> {
      const awaySince = window.awaySince.toISOString();
      // The lateral's limit keeps the planner from hashing every recent message instead.
      const result = await batchStatement(
        db,
        sql`
        select distinct dm.user_id as "userId"
        from ${dialogueMembers} dm
        join ${users} u on u.id = dm.user_id
        join ${dialogues} d on d.id = dm.dialogue_id
          and d.last_message_at > ${window.recentAfter.toISOString()}::timestamptz
        left join ${notificationSettings} ns on ns.user_id = dm.user_id
        cross join lateral (
          select 1 from ${messages} m
          where m.dialogue_id = dm.dialogue_id
            and ${mailable(window)}
            and m.created_at <= ${awaySince}::timestamptz
          limit 1
        ) owed
        where dm.user_id between ${first} and ${last}
          and coalesce(ns.email_unread, true)
          and (ns.unread_mailed_at is null or ns.unread_mailed_at <= ${awaySince}::timestamptz)
          and u.suspended_at is null
          and not exists (
            select 1 from ${socketPresence} p
            where p.user_id = dm.user_id and p.seen_at > ${awaySince}::timestamptz
          )`,
      );
      return rowsOf<{ userId: number }>(result).map((row) => row.userId);
    },

    async stillUnread(userId: number, messageId: number): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from ${messages} m
        join ${dialogueMembers} dm on dm.dialogue_id = m.dialogue_id and dm.user_id = ${userId}
        where m.id = ${messageId} and ${unreadByMember}`);
      return rowsOf(result).length > 0;
    },

    async conversations(userId: number, window: UnreadWindow): Promise<UnreadConversation[]> {
      const result = await db.execute(sql`
        with per_conversation as (
          select m.dialogue_id, m.sender_id, count(*)::int as count, max(m.id) as latest_id
          from ${messages} m
          join ${dialogueMembers} dm on dm.dialogue_id = m.dialogue_id and dm.user_id = ${userId}
          left join ${notificationSettings} ns on ns.user_id = dm.user_id
          where ${mailable(window)}
          group by m.dialogue_id, m.sender_id
        )
        select s.username as sender, u.count, u.latest_id as "latestId", l.text as "latestText"
        from per_conversation u
        join ${users} s on s.id = u.sender_id
        join ${messages} l on l.id = u.latest_id
        order by u.latest_id desc`);
      return rowsOf<UnreadConversation>(result).map((row) => ({
        ...row,
        latestId: Number(row.latestId),
      }));
    },
  };
}
