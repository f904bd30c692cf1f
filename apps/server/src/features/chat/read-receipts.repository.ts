import { sql } from 'drizzle-orm';
import type { SeenData } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { isoTime } from '../../db/iso-time';
import { namedStatement } from '../../db/named-statement';
import { dialogueMembers, messages, notificationSettings } from '../../db/schema';
import { clockNow } from '../../lib/jobs/job-worker';

/** A member's read mark just moved: what the other member of the conversation may see. */
export interface ReadMark {
  otherId: number | null;
  seen: SeenData | null;
}

/**
 * Moves a member's read mark to the dialogue's newest message and reads what the other member
 * may see of it, in one statement; named, as a read mark comes beside every few messages
 * (decision 071).
 */
const MARK_READ = namedStatement<'userId' | 'dialogueId' | 'now'>(
  'chat_mark_read',
  (value) => sql`
    with latest as (
      select coalesce(max(id), 0) as id from ${messages} where dialogue_id = ${value('dialogueId')}),
    mark as (
      update ${dialogueMembers} dm set last_read_message_id = latest.id,
        -- "Seen" tells when the mark last moved, not when the conversation was last opened.
        last_read_at = case when dm.last_read_at is not null
            and dm.last_read_message_id = latest.id
          then dm.last_read_at else ${value('now')}::timestamptz end
      from latest
      where dm.user_id = ${value('userId')} and dm.dialogue_id = ${value('dialogueId')}
      returning dm.dialogue_id, dm.last_read_message_id, dm.last_read_at)
    select other.user_id as "otherId", mark.last_read_message_id as "upTo",
      mark.last_read_at as at,
      coalesce(mine.read_receipts, true) and coalesce(theirs.read_receipts, true)
        as receipts
    from mark
    left join ${dialogueMembers} other
      on other.dialogue_id = mark.dialogue_id and other.user_id <> ${value('userId')}
    left join ${notificationSettings} mine on mine.user_id = ${value('userId')}
    left join ${notificationSettings} theirs on theirs.user_id = other.user_id`,
);

/**
 * How far the other member of each of a user's conversations has read (issue 34), where both
 * send read receipts: a member who turned them off neither sends nor sees them.
 */
export function readReceiptsRepository(db: Database) {
  return {
    /**
     * Marks every message of the dialogue read for the user, in one statement with what the
     * other member may see of it (issue 36: a read mark beside every few messages): undefined
     * when the user has no such dialogue; `seen` null when either side turned receipts off.
     */
    async markRead(userId: number, dialogueId: number): Promise<ReadMark | undefined> {
      const [row] = rowsOf<{
        otherId: number | null;
        upTo: number | string;
        at: Date | string | null;
        receipts: boolean;
      }>(await MARK_READ(db, { userId, dialogueId, now: clockNow().toISOString() }));
      if (!row) return undefined;
      const upTo = Number(row.upTo);
      return {
        otherId: row.otherId,
        seen:
          row.receipts && upTo > 0 && row.at !== null
            ? { dialogue: dialogueId, up_to: upTo, at: new Date(row.at).toISOString() }
            : null,
      };
    },

    async seenBy(userId: number, dialogueId?: number): Promise<SeenData[]> {
      const rows = rowsOf<{ dialogue: number; upTo: number | string; at: string }>(
        await db.execute(sql`
          select mine.dialogue_id as dialogue, theirs.last_read_message_id as "upTo",
            ${isoTime(sql`theirs.last_read_at`)} as at
          from ${dialogueMembers} mine
          -- One probe of the primary key per conversation of the member: joined plainly, the
          -- planner hashed every member row of every conversation (190,000 at a million
          -- messages, ten times that at ten million) for a busy member's 5,000 (issue 36).
          cross join lateral (
            select t.user_id, t.last_read_message_id, t.last_read_at from ${dialogueMembers} t
            where t.dialogue_id = mine.dialogue_id and t.user_id <> mine.user_id
            limit 1) theirs
          left join ${notificationSettings} my_choice on my_choice.user_id = mine.user_id
          left join ${notificationSettings} their_choice on their_choice.user_id = theirs.user_id
          where mine.user_id = ${userId}
            ${dialogueId === undefined ? sql`` : sql`and mine.dialogue_id = ${dialogueId}`}
            and theirs.last_read_message_id > 0 and theirs.last_read_at is not null
            and coalesce(my_choice.read_receipts, true)
            and coalesce(their_choice.read_receipts, true)`),
      );
      return rows.map((row) => ({ dialogue: row.dialogue, up_to: Number(row.upTo), at: row.at }));
    },
  };
}

export type ReadReceiptsRepository = ReturnType<typeof readReceiptsRepository>;
