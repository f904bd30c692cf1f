import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { OFF_PLATFORM_CHECKED_MESSAGES } from '@partnerly/shared';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '../../db/client';
import { dialogueMembers, dialogues, messages, users } from '../../db/schema';

import { unreadByMember } from './unread-messages.repository';

export type MessageRow = typeof messages.$inferSelect;

/** A dialogue as one member sees it. */
export interface DialogueView {
  id: number;
  otherId: number | null;
  otherUsername: string | null;
  otherPictureHash: string | null;
  spam: boolean;
}

interface StoredMessage {
  id: number | string;
  dialogue_id: number;
  sender_id: number | null;
  client_id: string | null;
  text: string;
  created_at: Date | string;
  off_platform: boolean;
  first: boolean;
}

const toMessageRow = (row: StoredMessage): MessageRow => ({
  id: Number(row.id),
  dialogueId: row.dialogue_id,
  senderId: row.sender_id,
  clientId: row.client_id,
  text: row.text,
  createdAt: new Date(row.created_at),
  // Only a message just stored comes back this way: never removed yet.
  removedAt: null,
  offPlatform: row.off_platform,
  editedAt: null,
  deletedAt: null,
});

/** A whole message row as `execute` answers it (snake case, bigints and dates maybe text). */
interface FullMessage extends Omit<StoredMessage, 'first'> {
  removed_at: Date | string | null;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

const fullMessageRow = (row: FullMessage): MessageRow => ({
  ...toMessageRow({ ...row, first: false }),
  removedAt: dateOrNull(row.removed_at),
  editedAt: dateOrNull(row.edited_at),
  deletedAt: dateOrNull(row.deleted_at),
});

const pairOf = (a: number, b: number) => ({
  userLowId: Math.min(a, b),
  userHighId: Math.max(a, b),
});

/** A message about to be stored. */
export interface NewMessage {
  dialogueId: number;
  senderId: number;
  text: string;
  clientId?: string;
  /** It asks to leave Partnerly: kept only when among the dialogue's first messages. */
  offPlatform?: boolean;
}

/** The message a sender stored before under the same client id: a resend after a reconnect. */
async function storedBefore(executor: Database, value: NewMessage) {
  const [existing] = await executor
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, value.senderId), eq(messages.clientId, value.clientId ?? '')));
  if (!existing) throw new Error('message neither stored nor found');
  const [earlier] = await executor
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.dialogueId, existing.dialogueId), lt(messages.id, existing.id)))
    .limit(1);
  return { message: existing, duplicate: true, first: !earlier };
}

/** Two members' conversation, and whether either side blocked it. */
export interface Conversation {
  id: number;
  blocked: boolean;
}

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

  /** The existing conversation of two users; never starts one. */
  async function existing(userId: number, otherId: number): Promise<Conversation | undefined> {
    const pair = pairOf(userId, otherId);
    const [found] = await db
      .select({
        id: dialogues.id,
        blocked: sql<boolean>`exists (select 1 from ${dialogueMembers}
          where ${dialogueMembers.dialogueId} = ${dialogues.id} and ${dialogueMembers.spam})`,
      })
      .from(dialogues)
      .where(
        and(eq(dialogues.userLowId, pair.userLowId), eq(dialogues.userHighId, pair.userHighId)),
      );
    return found;
  }

  return {
    existing,

    /**
     * Finds or creates the dialogue of two users, with a member row for each, and says whether
     * either side has blocked it. An existing dialogue costs one query.
     */
    async open(userId: number, otherId: number): Promise<Conversation> {
      const pair = pairOf(userId, otherId);
      const found = await existing(userId, otherId);
      if (found) return found;
      // A new pair: the dialogue and both member rows in one statement. When a concurrent
      // request created it first, the insert does nothing and the select finds theirs.
      const [created] = rowsOf<{ id: number }>(
        await db.execute(sql`
          with inserted as (
            insert into ${dialogues} (user_low_id, user_high_id)
            values (${pair.userLowId}, ${pair.userHighId})
            on conflict do nothing returning id),
          found as (
            select id from inserted
            union all
            select id from ${dialogues}
            where user_low_id = ${pair.userLowId} and user_high_id = ${pair.userHighId}
            limit 1),
          members as (
            insert into ${dialogueMembers} (dialogue_id, user_id)
            select found.id, member from found, unnest(array[${userId}, ${otherId}]::int[]) member
            on conflict do nothing)
          select id from found`),
      );
      if (created) return { id: created.id, blocked: false };
      // The statement's snapshot predates a concurrent creator that committed while this
      // insert waited on it; that row is visible to a new statement.
      const concurrent = await existing(userId, otherId);
      if (!concurrent) throw new Error('dialogue neither created nor found');
      return concurrent;
    },

    list: (userId: number) => view(userId),

    async find(userId: number, dialogueId: number): Promise<DialogueView | undefined> {
      return (await view(userId, eq(dialogues.id, dialogueId)))[0];
    },

    /**
     * Blocks or unblocks the dialogue for the user; answers the dialogue's other member (null
     * once their account is gone), or undefined when the user has no such dialogue.
     */
    async setSpam(
      userId: number,
      dialogueId: number,
      spam: boolean,
    ): Promise<{ otherId: number | null } | undefined> {
      const [row] = rowsOf<{ otherId: number | null }>(
        await db.execute(sql`
          with changed as (
            update ${dialogueMembers} set spam = ${spam}
            where user_id = ${userId} and dialogue_id = ${dialogueId}
            returning dialogue_id)
          select case when d.user_low_id = ${userId} then d.user_high_id else d.user_low_id end
            as "otherId"
          from ${dialogues} d join changed on changed.dialogue_id = d.id`),
      );
      return row;
    },

    /**
     * Stores messages and moves their dialogues up the list in one statement (group commit,
     * issue 36), in the order given; a repeated (sender, client id) returns the stored message
     * instead. `first` is true for the first message of its dialogue (also when that first
     * message is resent). Runs in `executor`, the writer's transaction, with their jobs.
     */
    async addMessages(
      batch: NewMessage[],
      executor: Database = db,
    ): Promise<{ message: MessageRow; duplicate: boolean; first: boolean }[]> {
      // The counts and "first" read the table as it was before the statement, so a message's
      // place among the batch's messages of its dialogue is added to them.
      const placed = new Map<number, number>();
      const earlier = batch.map((value) => {
        const place = placed.get(value.dialogueId) ?? 0;
        placed.set(value.dialogueId, place + 1);
        return place;
      });
      const column = <T>(pick: (value: NewMessage) => T) => sql.param(batch.map(pick));
      const result = await executor.execute(sql`
        with input as (
          select * from unnest(
            ${column((value) => value.dialogueId)}::int[],
            ${column((value) => value.senderId)}::int[],
            ${column((value) => value.clientId ?? null)}::uuid[],
            ${column((value) => value.text)}::text[],
            ${column((value) => value.offPlatform ?? false)}::boolean[],
            ${sql.param(earlier)}::int[]
          ) with ordinality as i(dialogue_id, sender_id, client_id, text, off_platform, earlier, ord)),
        inserted as (
          insert into ${messages} (dialogue_id, sender_id, client_id, text, off_platform)
          select dialogue_id, sender_id, client_id, text, off_platform
            and (select count(*) from ${messages} m where m.dialogue_id = input.dialogue_id)
              + earlier < ${OFF_PLATFORM_CHECKED_MESSAGES}
          from input order by ord
          on conflict do nothing
          returning id, dialogue_id, sender_id, client_id, text, created_at, off_platform),
        touched as (
          update ${dialogues} set last_message_at = now()
          where id in (select dialogue_id from inserted))
        select inserted.*,
          not exists (select 1 from ${messages} m where m.dialogue_id = inserted.dialogue_id)
            as first
        from inserted order by inserted.id`);
      // Ids follow the order given, so each of a sender's messages to a dialogue gets its row in
      // turn; a message without its row was stored before under the same client id.
      const stored = new Map<string, StoredMessage[]>();
      const keyOf = (dialogueId: number, senderId: number | null, clientId: string | null) =>
        `${dialogueId}:${senderId}:${clientId ?? ''}`;
      for (const row of rowsOf<StoredMessage>(result)) {
        const key = keyOf(row.dialogue_id, row.sender_id, row.client_id);
        stored.set(key, [...(stored.get(key) ?? []), row]);
      }
      const answers = [];
      for (const [index, value] of batch.entries()) {
        const key = keyOf(value.dialogueId, value.senderId, value.clientId ?? null);
        const row = stored.get(key)?.shift();
        // Of the batch's messages to a dialogue empty before it, only the earliest is its first.
        answers.push(
          row
            ? {
                message: toMessageRow(row),
                duplicate: false,
                first: row.first && earlier[index] === 0,
              }
            : await storedBefore(executor, value),
        );
      }
      return answers;
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

    /**
     * The newest `limit` messages of each of the given dialogues, oldest first: one backward
     * walk of messages_dialogue_idx per dialogue that stops after `limit`, the ids passed as
     * one array (a member with 5,000 conversations, issue 36).
     */
    async latestOf(dialogueIds: number[], limit: number): Promise<MessageRow[]> {
      if (dialogueIds.length === 0) return [];
      const result = await db.execute(sql`
        select m.* from unnest(${`{${dialogueIds.join(',')}}`}::int[]) wanted(id)
        cross join lateral (
          select * from ${messages} where dialogue_id = wanted.id order by id desc limit ${limit}
        ) m
        order by m.id`);
      return rowsOf<FullMessage>(result).map(fullMessageRow);
    },

    /** Every message of the dialogues, oldest first (a member's data export). */
    async allOf(dialogueIds: number[]): Promise<MessageRow[]> {
      if (dialogueIds.length === 0) return [];
      return db
        .select()
        .from(messages)
        .where(inArray(messages.dialogueId, dialogueIds))
        .orderBy(messages.id);
    },

    /**
     * Empties a message and marks it removed; returns its dialogue and the dialogue's members,
     * or undefined when there is no such message.
     */
    async removeMessage(id: number) {
      const [row] = await db
        .update(messages)
        .set({ text: '', removedAt: new Date() })
        .where(eq(messages.id, id))
        .returning({ dialogueId: messages.dialogueId });
      if (!row) return undefined;
      const members = await db
        .select({ userId: dialogueMembers.userId })
        .from(dialogueMembers)
        .where(eq(dialogueMembers.dialogueId, row.dialogueId));
      return { dialogueId: row.dialogueId, memberIds: members.map((member) => member.userId) };
    },

    /** One dialogue id per message the user has not read (decision 044), oldest first. */
    async unread(userId: number): Promise<number[]> {
      // From each of the member's conversations, only its messages after the read mark
      // (messages_dialogue_idx): never a scan of all messages (issue 36).
      const result = await db.execute(sql`
        select m.dialogue_id as "dialogueId" from ${dialogueMembers} dm
        cross join lateral (
          select m.id, m.dialogue_id from ${messages} m
          where m.dialogue_id = dm.dialogue_id and ${unreadByMember}
        ) m
        where dm.user_id = ${userId}
        order by m.id`);
      return rowsOf<{ dialogueId: number }>(result).map((row) => row.dialogueId);
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
