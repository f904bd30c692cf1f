import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { OFF_PLATFORM_CHECKED_MESSAGES } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { dialogueMembers, messageEdits, messageReactions, messages, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { attachmentsRepository } from './attachments.repository';
import type { MessageRow } from './chat.repository';

/** A message with what an edit, a deletion or a reaction needs to know of its conversation. */
export interface MessageTarget {
  message: MessageRow;
  /** The conversation's members who still have an account. */
  members: { id: number; username: string }[];
  /** Either member blocked the conversation. */
  blocked: boolean;
}

/** Edits and deletions of messages, with the earlier versions kept (issue 34). */
export function messageEditsRepository(db: Database) {
  return {
    async target(messageId: number): Promise<MessageTarget | undefined> {
      const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
      if (!message) return undefined;
      const members = await db
        .select({ id: users.id, username: users.username, spam: dialogueMembers.spam })
        .from(dialogueMembers)
        .innerJoin(users, eq(users.id, dialogueMembers.userId))
        .where(eq(dialogueMembers.dialogueId, message.dialogueId));
      return {
        message,
        members: members.map(({ id, username }) => ({ id, username })),
        blocked: members.some((member) => member.spam),
      };
    },

    /**
     * Replaces the text of the sender's message if it was sent after `sentAfter` and is neither
     * deleted nor removed, keeping the version it replaces; undefined when it is not (any more).
     * The row is locked first, so two edits at once each keep the version the other replaced.
     */
    async edit(values: {
      id: number;
      senderId: number;
      text: string;
      offPlatform: boolean;
      now: Date;
      sentAfter: Date;
    }): Promise<MessageRow | undefined> {
      return inTransaction(db, async (tx) => {
        const [old] = await tx
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.id, values.id),
              eq(messages.senderId, values.senderId),
              isNull(messages.deletedAt),
              isNull(messages.removedAt),
              sql`${messages.createdAt} > ${values.sentAfter.toISOString()}::timestamptz`,
            ),
          )
          .for('update');
        if (!old) return undefined;
        await tx
          .insert(messageEdits)
          .values({ messageId: old.id, text: old.text, writtenAt: old.editedAt ?? old.createdAt });
        // An edit that asks to leave Partnerly is flagged as a new message would be.
        const earlier = rowsOf<{ count: number }>(
          await tx.execute(sql`select count(*)::int as count from ${messages}
            where dialogue_id = ${old.dialogueId} and id < ${old.id}`),
        )[0]?.count;
        const flagged = values.offPlatform && (earlier ?? 0) < OFF_PLATFORM_CHECKED_MESSAGES;
        const [edited] = await tx
          .update(messages)
          .set({ text: values.text, editedAt: values.now, offPlatform: old.offPlatform || flagged })
          .where(eq(messages.id, old.id))
          .returning();
        return edited;
      });
    },

    /**
     * Marks the sender's message deleted (once: a repeat keeps the first time) with its files,
     * and drops its reactions; undefined when it is not theirs or an admin removed it.
     */
    async remove(id: number, senderId: number, now: Date): Promise<MessageRow | undefined> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(messages)
          .set({
            deletedAt: sql`coalesce(${messages.deletedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(
            and(eq(messages.id, id), eq(messages.senderId, senderId), isNull(messages.removedAt)),
          )
          .returning();
        if (!row) return undefined;
        await tx.delete(messageReactions).where(eq(messageReactions.messageId, id));
        await attachmentsRepository(tx).markGone(id, row.deletedAt ?? now);
        return row;
      });
    },

    /**
     * Erases the text, and the earlier versions, of messages deleted before `before`; returns
     * how many. Safe to run twice or on two instances at once: an erased text is ''.
     */
    async eraseDeleted(before: Date): Promise<number> {
      return inTransaction(db, async (tx) => {
        const erased = await tx
          .update(messages)
          .set({ text: '' })
          .where(and(lt(messages.deletedAt, before), ne(messages.text, '')))
          .returning({ id: messages.id });
        await tx.execute(sql`delete from ${messageEdits} e using ${messages} m
          where e.message_id = m.id and m.deleted_at < ${before.toISOString()}::timestamptz`);
        return erased.length;
      });
    },
  };
}

export type MessageEditsRepository = ReturnType<typeof messageEditsRepository>;
