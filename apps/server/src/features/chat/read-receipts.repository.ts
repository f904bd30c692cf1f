import { eq, sql } from 'drizzle-orm';
import type { SeenData } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { dialogueMembers, notificationSettings } from '../../db/schema';

/**
 * How far the other member of each of a user's conversations has read (issue 34), where both
 * send read receipts: a member who turned them off neither sends nor sees them.
 */
export function readReceiptsRepository(db: Database) {
  return {
    /** The ids of a conversation's members who still have an account. */
    async membersOf(dialogueId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: dialogueMembers.userId })
        .from(dialogueMembers)
        .where(eq(dialogueMembers.dialogueId, dialogueId));
      return rows.map((row) => row.userId);
    },

    async seenBy(userId: number, dialogueId?: number): Promise<SeenData[]> {
      const rows = rowsOf<{ dialogue: number; upTo: number | string; at: Date | string }>(
        await db.execute(sql`
          select mine.dialogue_id as dialogue, theirs.last_read_message_id as "upTo",
            theirs.last_read_at as at
          from ${dialogueMembers} mine
          join ${dialogueMembers} theirs
            on theirs.dialogue_id = mine.dialogue_id and theirs.user_id <> mine.user_id
          left join ${notificationSettings} my_choice on my_choice.user_id = mine.user_id
          left join ${notificationSettings} their_choice on their_choice.user_id = theirs.user_id
          where mine.user_id = ${userId}
            ${dialogueId === undefined ? sql`` : sql`and mine.dialogue_id = ${dialogueId}`}
            and theirs.last_read_message_id > 0 and theirs.last_read_at is not null
            and coalesce(my_choice.read_receipts, true)
            and coalesce(their_choice.read_receipts, true)`),
      );
      return rows.map((row) => ({
        dialogue: row.dialogue,
        up_to: Number(row.upTo),
        at: new Date(row.at).toISOString(),
      }));
    },
  };
}

export type ReadReceiptsRepository = ReturnType<typeof readReceiptsRepository>;
