import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchVector } from './search-text';
import { users } from './users';

/** A private conversation between two users (stored as the lower and higher user id). */
export const dialogues = pgTable(
  'dialogues',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null once that user deleted their account; the other side keeps the history. */
    userLowId: integer().references(() => users.id, { onDelete: 'set null' }),
    userHighId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Who sent the conversation's first message, and when; `answeredAt` is when the other member
     * first sent one. Written with the messages (add-messages.ts) and never moved after, so
     * the reply-time job reads no messages (decision 068). No foreign key: a deleted sender's
     * conversations are told apart by `userLowId`/`userHighId`, which become null.
     */
    firstSenderId: integer(),
    firstMessageAt: timestamp({ withTimezone: true }),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [unique('dialogues_pair_key').on(table.userLowId, table.userHighId)],
);

/** Each member's own view of a dialogue: their block flag and how far they have read. */
export const dialogueMembers = pgTable(
  'dialogue_members',
  {
    dialogueId: integer()
      .notNull()
      .references(() => dialogues.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spam: boolean().notNull().default(false),
    lastReadMessageId: bigint({ mode: 'number' }).notNull().default(0),
    /** When the read mark last moved: the "Seen" the other member is shown (issue 34). */
    lastReadAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.dialogueId, table.userId] }),
    index('dialogue_members_user_idx').on(table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dialogueId: integer()
      .notNull()
      .references(() => dialogues.id, { onDelete: 'cascade' }),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The sender's own id for the message, so a resend after a reconnect is not stored twice. */
    clientId: uuid(),
    text: varchar({ length: 2000 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Removed by an admin after a report: its text is gone, both members see "Message removed". */
    removedAt: timestamp({ withTimezone: true }),
    /**
     * Among the conversation's first messages, it asks to move off Partnerly or to pay up front:
     * its receiver sees a warning under it (issue 34; packages/shared/src/off-platform.ts).
     */
    offPlatform: boolean().notNull().default(false),
    /** The sender's last edit (issue 34); the versions before it are in message_edits. */
    editedAt: timestamp({ withTimezone: true }),
    /** Deleted by its sender: both see "Message deleted"; the text is erased 30 days later. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('messages_dialogue_idx').on(table.dialogueId, table.id),
    // The unread-message e-mail looks only at recent messages (docs/decisions/029).
    index('messages_created_at_idx').on(table.createdAt),
    uniqueIndex('messages_sender_client_id_key')
      .on(table.senderId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    // The member's chat search (issue 34; decision 059).
    index('messages_search_idx').using('gin', searchVector(table.text)),
    // The erasure job walks only deleted messages whose text is still there.
    index('messages_deleted_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null and ${table.text} <> ''`),
  ],
);

/** A message's earlier versions, kept for reports and admins (issue 34). */
export const messageEdits = pgTable(
  'message_edits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    text: varchar({ length: 2000 }).notNull(),
    /** When this version was written (the message's sending or its previous edit). */
    writtenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('message_edits_message_idx').on(table.messageId)],
);

/** One reaction per member per message (issue 34). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: varchar({ length: 16 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] })],
);
