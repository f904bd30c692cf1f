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
  ],
);
