import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import {
  dialogueMembers,
  messages,
  notificationSettings,
  socketPresence,
  users,
} from '../../db/schema';

/** One conversation in an unread-message e-mail. */
export interface UnreadConversation {
  sender: string;
  count: number;
  latestId: number;
  latestText: string;
}

export interface UnreadWindow {
  /** Messages older than this are no news any more and are never mailed about. */
  recentAfter: Date;
  /** A message unread since before this, its receiver away since before it, is mailed about. */
  awaySince: Date;
}

/**
 * The messages an unread-message e-mail is about (docs/decisions/029): received, not read,
 * not named by an earlier e-mail, not removed, not in a blocked conversation, recent.
 */
const mailable = (window: UnreadWindow) => sql`
  m.sender_id is not null and m.sender_id <> dm.user_id
  and m.id > dm.last_read_message_id
  and m.id > coalesce(ns.unread_mailed_through, 0)
  and m.removed_at is null
  and m.created_at > ${window.recentAfter.toISOString()}::timestamptz
  and not exists (
    select 1 from ${dialogueMembers} b where b.dialogue_id = m.dialogue_id and b.spam
  )`;

export function unreadMessagesRepository(db: Database) {
  return {
    /**
     * Users owed an unread-message e-mail: a mailable message has waited since before
     * `awaySince`, they had no socket since then, their last such e-mail is older, and they
     * want it. `onlyUserId` checks one user.
     */
    async owed(window: UnreadWindow, onlyUserId?: number): Promise<number[]> {
      const awaySince = window.awaySince.toISOString();
      const result = await db.execute(sql`
        select dm.user_id as "userId"
        from ${messages} m
        join ${dialogueMembers} dm on dm.dialogue_id = m.dialogue_id
        join ${users} u on u.id = dm.user_id
        left join ${notificationSettings} ns on ns.user_id = dm.user_id
        where ${mailable(window)}
          and m.created_at <= ${awaySince}::timestamptz
          and coalesce(ns.email_unread, true)
          and (ns.unread_mailed_at is null or ns.unread_mailed_at <= ${awaySince}::timestamptz)
          and u.suspended_at is null
          and not exists (
            select 1 from ${socketPresence} p
            where p.user_id = dm.user_id and p.seen_at > ${awaySince}::timestamptz
          )
          ${onlyUserId === undefined ? sql`` : sql`and dm.user_id = ${onlyUserId}`}
        group by dm.user_id`);
      return rowsOf<{ userId: number }>(result).map((row) => row.userId);
    },

    /** Whether the message is still unread by `userId` and not in a blocked conversation. */
    async stillUnread(userId: number, messageId: number): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from ${messages} m
        join ${dialogueMembers} dm on dm.dialogue_id = m.dialogue_id and dm.user_id = ${userId}
        where m.id = ${messageId} and m.id > dm.last_read_message_id and m.removed_at is null
          and not exists (
            select 1 from ${dialogueMembers} b where b.dialogue_id = m.dialogue_id and b.spam
          )`);
      return rowsOf(result).length > 0;
    },

    /** Every conversation with mailable messages for the user, newest first. */
    async conversations(userId: number, window: UnreadWindow): Promise<UnreadConversation[]> {
      const result = await db.execute(sql`
        with unread as (
          select m.dialogue_id, m.sender_id, count(*)::int as count, max(m.id) as latest_id
          from ${messages} m
          join ${dialogueMembers} dm on dm.dialogue_id = m.dialogue_id and dm.user_id = ${userId}
          left join ${notificationSettings} ns on ns.user_id = dm.user_id
          where ${mailable(window)}
          group by m.dialogue_id, m.sender_id
        )
        select s.username as sender, u.count, u.latest_id as "latestId", l.text as "latestText"
        from unread u
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

export type UnreadMessagesRepository = ReturnType<typeof unreadMessagesRepository>;
