import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { dialogueMembers, dialogues, messages, users } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transaction';

import { addMessages, type NewMessage } from './add-messages';
import { attachmentsRepository } from './attachments.repository';
import type { StoredMessage as EventMessage } from '../../events/event-map';
import { eventMessagesOf, MESSAGE_FIELDS, type MessageRow } from './message-rows';
import { unreadByMember } from './unread-messages.repository';

export type { MessageRow } from './message-rows';
export type { NewMessage } from './add-messages';

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

/** Two members' conversation, and whether either side blocked it. */
export interface Conversation {
  id: number;
  blocked: boolean;
}

/** The only place that reads and writes dialogues, their members and messages. */
export function chatRepository(db: Database) {
  /**
   * The member's conversations, newest activity first, or the one named. Each conversation
   * and its other member is one index probe (the laterals' limits keep them so): joined
   * plainly, the planner hashed all of `dialogues` for a busy member's 5,000 rows, 200-330 ms
   * at ten million messages against 45 ms probed (issue 36).
   */
  async function conversations(userId: number, dialogueId?: number) {
    return rowsOf<DialogueView>(
      await db.execute(sql`
        select d.id, other.id as "otherId", other.username as "otherUsername",
          other.picture_hash as "otherPictureHash", dm.spam
        from ${dialogueMembers} dm
        cross join lateral (
          select id, last_message_at, user_low_id, user_high_id from ${dialogues}
          where id = dm.dialogue_id limit 1) d
        left join lateral (
          select id, username, picture_hash from ${users}
          where id = case when d.user_low_id = ${userId} then d.user_high_id else d.user_low_id end
          limit 1) other on true
        where dm.user_id = ${userId}
          ${dialogueId === undefined ? sql`` : sql`and dm.dialogue_id = ${dialogueId}`}
        order by d.last_message_at desc, d.id desc`),
    );
  }

  /** Whether either member of the selected dialogue blocked it (marked it spam). */
  const blockedByEither = sql<boolean>`exists (select 1 from ${dialogueMembers}
    where ${dialogueMembers.dialogueId} = ${dialogues.id} and ${dialogueMembers.spam})`;

  /** The existing conversation of two users; never starts one. */
  async function existing(userId: number, otherId: number): Promise<Conversation | undefined> {
    const pair = pairOf(userId, otherId);
    const [found] = await db
      .select({
        id: dialogues.id,
        blocked: blockedByEither,
      })
      .from(dialogues)
      .where(
        and(eq(dialogues.userLowId, pair.userLowId), eq(dialogues.userHighId, pair.userHighId)),
      );
    return found;
  }

  /**
   * The existing conversations of these pairs (each its lower id first), in one read, by
   * `low:high` (the conversations cache's keys).
   */
  async function existingMany(pairs: [number, number][]): Promise<Map<string, Conversation>> {
    const rows = await db
      .select({
        low: dialogues.userLowId,
        high: dialogues.userHighId,
        id: dialogues.id,
        blocked: blockedByEither,
      })
      .from(dialogues)
      .where(
        sql`(${dialogues.userLowId}, ${dialogues.userHighId}) in (${sql.join(
          pairs.map(([low, high]) => sql`(${low}::int, ${high}::int)`),
          sql`, `,
        )})`,
      );
    return new Map(rows.map(({ low, high, id, blocked }) => [`${low}:${high}`, { id, blocked }]));
  }

  return {
    existing,
    existingMany,

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

    /** Whether `fromId` ever wrote to `toId`: first, or in answer (read off the dialogue row). */
    async hasWritten(fromId: number, toId: number): Promise<boolean> {
      const pair = pairOf(fromId, toId);
      const [found] = await db
        .select({ id: dialogues.id })
        .from(dialogues)
        .where(
          and(
            eq(dialogues.userLowId, pair.userLowId),
            eq(dialogues.userHighId, pair.userHighId),
            sql`(${dialogues.firstSenderId} = ${fromId}
              or (${dialogues.firstSenderId} = ${toId} and ${dialogues.answeredAt} is not null))`,
          ),
        );
      return found !== undefined;
    },

    list: (userId: number) => conversations(userId),

    /**
     * The newest message of each of the member's conversations: one backward step of
     * messages_dialogue_idx per conversation. Read beside the list rather than after it, so a
     * busy member's 5,000 probes of each run side by side (issue 36).
     */
    async newestOfEach(userId: number): Promise<EventMessage[]> {
      return eventMessagesOf(
        await db.execute(sql`
          select ${MESSAGE_FIELDS} from ${dialogueMembers} dm
          cross join lateral (
            select * from ${messages} where dialogue_id = dm.dialogue_id order by id desc limit 1
          ) m
          where dm.user_id = ${userId}`),
      );
    },

    async find(userId: number, dialogueId: number): Promise<DialogueView | undefined> {
      return (await conversations(userId, dialogueId))[0];
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

    /** Stores messages together (group commit, add-messages.ts), in `executor`'s transaction. */
    addMessages: (batch: NewMessage[], executor: Database = db) => addMessages(executor, batch),

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
    async latestOf(dialogueIds: number[], limit: number): Promise<EventMessage[]> {
      if (dialogueIds.length === 0) return [];
      const result = await db.execute(sql`
        select ${MESSAGE_FIELDS} from unnest(${`{${dialogueIds.join(',')}}`}::int[]) wanted(id)
        cross join lateral (
          select * from ${messages} where dialogue_id = wanted.id order by id desc limit ${limit}
        ) m
        order by m.id`);
      return eventMessagesOf(result);
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
     * Empties a message and marks it removed with its files; returns its dialogue and the
     * dialogue's members, or undefined when there is no such message.
     */
    async removeMessage(id: number, executor: Database | Tx = db) {
      const row = await inTransaction(executor, async (tx) => {
        const [removed] = await tx
          .update(messages)
          .set({ text: '', removedAt: new Date() })
          .where(eq(messages.id, id))
          .returning({ dialogueId: messages.dialogueId, removedAt: messages.removedAt });
        if (removed) await attachmentsRepository(tx).markGone(id, removed.removedAt ?? new Date());
        return removed;
      });
      if (!row) return undefined;
      const members = await executor
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
