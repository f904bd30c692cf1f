import { and, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { dialogueMembers, dialogues, messages, users } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

/** A dialogue as one member sees it. */
export interface DialogueView {
  id: number;
  otherId: number | null;
  otherUsername: string | null;
  otherPictureHash: string | null;
  spam: boolean;
}

const pairOf = (a: number, b: number) => ({
  userLowId: Math.min(a, b),
  userHighId: Math.max(a, b),
});

/** The only place that reads and writes dialogues, their members and messages. */
export function chatRepository(db: Database) {
  const other = alias(users, 'other');

  async function view(userId: number, where = sql`true`): Promise<DialogueView[]> {
    return db
      .select({
        id: dialogues.id,
        otherId: other.id,
        otherUsername: other.username,
        otherPictureHash: other.pictureHash,
        spam: dialogueMembers.spam,
      })
      .from(dialogueMembers)
      .innerJoin(dialogues, eq(dialogues.id, dialogueMembers.dialogueId))
      .leftJoin(
        other,
        sql`${other.id} = case when ${dialogues.userLowId} = ${userId} then ${dialogues.userHighId} else ${dialogues.userLowId} end`,
      )
      .where(and(eq(dialogueMembers.userId, userId), where))
      .orderBy(desc(dialogues.lastMessageAt), desc(dialogues.id));
  }

  return {
    /** Finds or creates the dialogue of two users, with a member row for each. */
    async open(userId: number, otherId: number): Promise<{ id: number; created: boolean }> {
      const pair = pairOf(userId, otherId);
      const [created] = await db
        .insert(dialogues)
        .values(pair)
        .onConflictDoNothing()
        .returning({ id: dialogues.id });
      const id =
        created?.id ??
        (
          await db
            .select({ id: dialogues.id })
            .from(dialogues)
            .where(
              and(
                eq(dialogues.userLowId, pair.userLowId),
                eq(dialogues.userHighId, pair.userHighId),
              ),
            )
        )[0]?.id;
      if (!id) throw new Error('dialogue neither created nor found');
      await db
        .insert(dialogueMembers)
        .values([
          { dialogueId: id, userId },
          { dialogueId: id, userId: otherId },
        ])
        .onConflictDoNothing();
      return { id, created: Boolean(created) };
    },

    list: (userId: number) => view(userId),

    async find(userId: number, dialogueId: number): Promise<DialogueView | undefined> {
      return (await view(userId, eq(dialogues.id, dialogueId)))[0];
    },

    /** True when either member has blocked the other. */
    async isBlocked(dialogueId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: dialogueMembers.userId })
        .from(dialogueMembers)
        .where(and(eq(dialogueMembers.dialogueId, dialogueId), eq(dialogueMembers.spam, true)))
        .limit(1);
      return Boolean(row);
    },

    async setSpam(userId: number, dialogueId: number, spam: boolean): Promise<boolean> {
      const rows = await db
        .update(dialogueMembers)
        .set({ spam })
        .where(and(eq(dialogueMembers.userId, userId), eq(dialogueMembers.dialogueId, dialogueId)))
        .returning({ id: dialogueMembers.dialogueId });
      return rows.length === 1;
    },

    /** Stores a message; a repeated (sender, client id) returns the stored one instead. */
    async addMessage(values: {
      dialogueId: number;
      senderId: number;
      text: string;
      clientId?: string;
    }): Promise<{ message: MessageRow; duplicate: boolean; first: boolean }> {
      if (values.clientId) {
        const [existing] = await db
          .select()
          .from(messages)
          .where(
            and(eq(messages.senderId, values.senderId), eq(messages.clientId, values.clientId)),
          );
        if (existing) return { message: existing, duplicate: true, first: false };
      }
      const [message] = await db.insert(messages).values(values).onConflictDoNothing().returning();
      if (!message) {
        // A concurrent resend with the same client id won the race.
        const [existing] = await db
          .select()
          .from(messages)
          .where(
            and(
              eq(messages.senderId, values.senderId),
              eq(messages.clientId, values.clientId ?? ''),
            ),
          );
        if (!existing) throw new Error('message neither stored nor found');
        return { message: existing, duplicate: true, first: false };
      }
      await db
        .update(dialogues)
        .set({ lastMessageAt: message.createdAt })
        .where(eq(dialogues.id, values.dialogueId));
      const [older] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.dialogueId, values.dialogueId), lt(messages.id, message.id)))
        .limit(1);
      return { message, duplicate: false, first: !older };
    },

    /** `limit` messages of a dialogue after skipping the `skip` newest, oldest first. */
    async history(dialogueId: number, skip: number, limit: number): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.dialogueId, dialogueId))
        .orderBy(desc(messages.id))
        .offset(skip)
        .limit(limit);
      return rows.reverse();
    },

    /** The newest `limit` messages of each of the given dialogues, oldest first. */
    async latestOf(dialogueIds: number[], limit: number): Promise<MessageRow[]> {
      if (dialogueIds.length === 0) return [];
      const ranked = db
        .select({
          id: messages.id,
          rank: sql<number>`row_number() over (partition by ${messages.dialogueId} order by ${messages.id} desc)`.as(
            'rank',
          ),
        })
        .from(messages)
        .where(inArray(messages.dialogueId, dialogueIds))
        .as('ranked');
      return db
        .select({ message: messages })
        .from(messages)
        .innerJoin(ranked, eq(ranked.id, messages.id))
        .where(sql`${ranked.rank} <= ${limit}`)
        .orderBy(messages.id)
        .then((rows) => rows.map((row) => row.message));
    },

    /** Marks every message of the dialogue read for the user. */
    async markRead(userId: number, dialogueId: number): Promise<boolean> {
      const rows = await db
        .update(dialogueMembers)
        .set({
          lastReadMessageId: sql`coalesce((select max(${messages.id}) from ${messages} where ${messages.dialogueId} = ${dialogueId}), 0)`,
        })
        .where(and(eq(dialogueMembers.userId, userId), eq(dialogueMembers.dialogueId, dialogueId)))
        .returning({ id: dialogueMembers.dialogueId });
      return rows.length === 1;
    },

    /** One dialogue id per message from the other side the user has not read. */
    async unread(userId: number): Promise<number[]> {
      const rows = await db
        .select({ dialogueId: messages.dialogueId })
        .from(messages)
        .innerJoin(
          dialogueMembers,
          and(
            eq(dialogueMembers.dialogueId, messages.dialogueId),
            eq(dialogueMembers.userId, userId),
          ),
        )
        .where(
          and(
            gt(messages.id, dialogueMembers.lastReadMessageId),
            or(ne(messages.senderId, userId), sql`${messages.senderId} is null`),
          ),
        )
        .orderBy(messages.id);
      return rows.map((row) => row.dialogueId);
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
