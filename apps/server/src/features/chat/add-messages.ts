import { and, eq, lt, sql } from 'drizzle-orm';
import { OFF_PLATFORM_CHECKED_MESSAGES } from '@partnerly/shared';
import { rowsOf, type Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { dialogues, messages } from '../../db/schema';
import { toMessageRow, type MessageRow, type StoredMessage } from './message-rows';

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

/**
 * The batch's columns as arrays (one statement for any number of messages), each message's
 * `earlier`: its place among the batch's messages of its dialogue. Prepared once per
 * connection: several hundred run a second under load (issue 36).
 */
const ADD_MESSAGES = namedStatement<
  'dialogueIds' | 'senderIds' | 'clientIds' | 'texts' | 'offPlatform' | 'earlier'
>(
  'chat_add_messages',
  (value) => sql`
    with input as (
      select * from unnest(
        ${value('dialogueIds')}::int[],
        ${value('senderIds')}::int[],
        ${value('clientIds')}::uuid[],
        ${value('texts')}::text[],
        ${value('offPlatform')}::boolean[],
        ${value('earlier')}::int[]
      ) with ordinality as i(dialogue_id, sender_id, client_id, text, off_platform, earlier, ord)),
    inserted as (
      insert into ${messages} (dialogue_id, sender_id, client_id, text, off_platform)
      select dialogue_id, sender_id, client_id, text, off_platform
        and (select count(*) from ${messages} m where m.dialogue_id = input.dialogue_id)
          + earlier < ${OFF_PLATFORM_CHECKED_MESSAGES}
      from input order by ord
      on conflict do nothing
      returning id, dialogue_id, sender_id, client_id, text, created_at, off_platform),
    opening as (
      select distinct on (dialogue_id) dialogue_id, sender_id, created_at
      from inserted order by dialogue_id, id),
    -- The batch's dialogues locked in id order before any is updated: another instance's batch
    -- may share some of them, and two batches taking shared rows in different orders (the
    -- update's join meets them as they lie on disk) would wait for each other until PostgreSQL
    -- ends one with "deadlock detected" (issue 49). "No key update", as the update itself
    -- takes: the messages' foreign keys of other batches do not wait for it.
    locked as materialized (
      select d.id from ${dialogues} d where d.id in (select dialogue_id from opening)
      order by d.id for no key update),
    touched as (
      -- One update per dialogue. A dialogue without a first message takes the batch's earliest
      -- as it; an unanswered one takes the batch's earliest by the other member as its answer
      -- (the first message and its answer may arrive together). Set values never move: the
      -- coalesces read the row as updated, should a concurrent batch have set them first.
      update ${dialogues} d set last_message_at = now(),
        first_sender_id = case when d.first_message_at is null then o.sender_id
          else d.first_sender_id end,
        first_message_at = coalesce(d.first_message_at, o.created_at),
        answered_at = coalesce(d.answered_at, (
          select a.created_at from inserted a
          where a.dialogue_id = d.id and a.sender_id <> case when d.first_message_at is null
            then o.sender_id else d.first_sender_id end
          order by a.id limit 1))
      from opening o join locked l on l.id = o.dialogue_id where d.id = o.dialogue_id)
    -- min(), not "not exists": an exists may be planned as a hash of every message (the plan
    -- is kept, and a young table's statistics call it small), min() is one index probe.
    select inserted.*,
      (select min(m.id) from ${messages} m where m.dialogue_id = inserted.dialogue_id) is null
        as first
    from inserted order by inserted.id`,
);

/**
 * Stores messages and moves their dialogues up the list in one statement (group commit,
 * issue 36), in the order given, keeping each dialogue's first message and first answer
 * (decision 068); a repeated (sender, client id) returns the stored message
 * instead. `first` is true for the first message of its dialogue (also when that first
 * message is resent). Runs in `executor`, the writer's transaction, with their jobs.
 */
export async function addMessages(
  executor: Database,
  batch: NewMessage[],
): Promise<{ message: MessageRow; duplicate: boolean; first: boolean }[]> {
  // The counts and "first" read the table as it was before the statement, so a message's
  // place among the batch's messages of its dialogue is added to them.
  const placed = new Map<number, number>();
  const earlier = batch.map((value) => {
    const place = placed.get(value.dialogueId) ?? 0;
    placed.set(value.dialogueId, place + 1);
    return place;
  });
  const result = await ADD_MESSAGES(executor, {
    dialogueIds: batch.map((value) => value.dialogueId),
    senderIds: batch.map((value) => value.senderId),
    clientIds: batch.map((value) => value.clientId ?? null),
    texts: batch.map((value) => value.text),
    offPlatform: batch.map((value) => value.offPlatform ?? false),
    earlier,
  });
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
}
