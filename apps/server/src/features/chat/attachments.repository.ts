import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatAttachments, dialogueMembers, messages, reports } from '../../db/schema';

export type AttachmentRow = typeof chatAttachments.$inferSelect;
export type NewAttachment = typeof chatAttachments.$inferInsert;

/** The only place that reads and writes chat attachments' rows (their bytes: file-store.ts). */
export function attachmentsRepository(db: Database) {
  return {
    async create(values: NewAttachment): Promise<AttachmentRow> {
      const [row] = await db.insert(chatAttachments).values(values).returning();
      if (!row) throw new Error('attachment not stored');
      return row;
    },

    /**
     * The attachment when `userId` may see it: a member of its conversation (unless its
     * message was deleted or removed), or an admin when the message carrying it is reported.
     */
    async findVisible(id: number, userId: number, isAdmin: boolean) {
      // A member sees no file of a message its sender deleted or an admin removed: it went
      // with the text, for both members (issue 46, case 4).
      const member = sql`exists (select 1 from ${dialogueMembers}
        where ${dialogueMembers.dialogueId} = ${chatAttachments.dialogueId}
          and ${dialogueMembers.userId} = ${userId})
        and not exists (select 1 from ${messages}
          where ${messages.id} = ${chatAttachments.messageId}
            and (${messages.removedAt} is not null or ${messages.deletedAt} is not null))`;
      const reported = sql`exists (select 1 from ${reports}
        where ${reports.target} = 'message' and ${reports.targetId} = ${chatAttachments.messageId})`;
      const [row] = await db
        .select()
        .from(chatAttachments)
        .where(and(eq(chatAttachments.id, id), isAdmin ? or(member, reported) : member));
      return row;
    },

    /** Of `ids`, the uploads of `uploaderId` in the dialogue that no message carries yet. */
    async unattached(ids: number[], uploaderId: number, dialogueId: number) {
      return db
        .select()
        .from(chatAttachments)
        .where(
          and(
            inArray(chatAttachments.id, ids),
            eq(chatAttachments.uploaderId, uploaderId),
            eq(chatAttachments.dialogueId, dialogueId),
            isNull(chatAttachments.messageId),
          ),
        )
        .orderBy(asc(chatAttachments.id));
    },

    /**
     * Gives the uploads to a message (in the writer's transaction); answers how many it took,
     * fewer when another message claimed one first.
     */
    async attach(
      ids: number[],
      owner: { messageId: number; uploaderId: number; dialogueId: number },
      executor: Database = db,
    ): Promise<number> {
      const rows = await executor
        .update(chatAttachments)
        .set({ messageId: owner.messageId })
        .where(
          and(
            inArray(chatAttachments.id, ids),
            eq(chatAttachments.uploaderId, owner.uploaderId),
            eq(chatAttachments.dialogueId, owner.dialogueId),
            isNull(chatAttachments.messageId),
          ),
        )
        .returning({ id: chatAttachments.id });
      return rows.length;
    },

    /** The attachments of the messages, in upload order. */
    async ofMessages(messageIds: number[], executor: Database = db): Promise<AttachmentRow[]> {
      if (messageIds.length === 0) return [];
      return (
        executor
          .select()
          .from(chatAttachments)
          // One array, not a parameter per id: a busy member's page holds 100,000 (issue 36).
          .where(
            sql`${chatAttachments.messageId} in (select unnest(${`{${messageIds.join(',')}}`}::bigint[]))`,
          )
          .orderBy(asc(chatAttachments.id))
      );
    },

    /**
     * Marks the files of a message its sender deleted or an admin removed (built on the
     * writer's transaction); a repeat keeps the first time.
     */
    async markGone(messageId: number, at: Date): Promise<void> {
      await db
        .update(chatAttachments)
        .set({ goneAt: sql`coalesce(${chatAttachments.goneAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(chatAttachments.messageId, messageId));
    },

    /** Up to `limit` files whose message went before `before`, oldest first. */
    async goneBefore(before: Date, limit: number) {
      return db
        .select({
          id: chatAttachments.id,
          fileKey: chatAttachments.fileKey,
          thumbKey: chatAttachments.thumbKey,
        })
        .from(chatAttachments)
        .where(lt(chatAttachments.goneAt, before))
        .orderBy(asc(chatAttachments.goneAt))
        .limit(limit);
    },

    async deleteRows(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(chatAttachments).where(inArray(chatAttachments.id, ids));
    },

    /** Deletes uploads no message took before `before`; answers the keys of their bytes. */
    async deleteUnattached(before: Date): Promise<string[]> {
      const rows = await db
        .delete(chatAttachments)
        .where(and(isNull(chatAttachments.messageId), lt(chatAttachments.createdAt, before)))
        .returning({ fileKey: chatAttachments.fileKey, thumbKey: chatAttachments.thumbKey });
      return rows.flatMap((row) => (row.thumbKey ? [row.fileKey, row.thumbKey] : [row.fileKey]));
    },
  };
}

export type AttachmentsRepository = ReturnType<typeof attachmentsRepository>;
