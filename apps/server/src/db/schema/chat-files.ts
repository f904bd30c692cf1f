import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { dialogues, messages } from './chat';
import { users } from './users';
import { storedFileColumns } from './stored-file';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The bytes of stored files by key: the database side of the file store (features/chat/
 * file-store.ts), in the backups with everything else; an S3-compatible store can replace it.
 */
export const storedFiles = pgTable('stored_files', {
  key: varchar({ length: 64 }).primaryKey(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A file sent in a conversation (issue 34): uploaded first, then named by a message. Only the
 * conversation's two members may fetch it; unattached uploads are deleted after a day.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dialogueId: integer()
      .notNull()
      .references(() => dialogues.id, { onDelete: 'cascade' }),
    uploaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Null until a message carries it. */
    messageId: bigint({ mode: 'number' }).references(() => messages.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When its message was deleted by its sender or removed by an admin: from then on only an
     * admin reading a report fetches it, and 30 days later its bytes are erased (decision 080).
     */
    goneAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('chat_attachments_message_idx').on(table.messageId),
    // The erasure job walks only the files of deleted or removed messages.
    index('chat_attachments_gone_idx')
      .on(table.goneAt)
      .where(sql`${table.goneAt} is not null`),
    index('chat_attachments_unattached_idx')
      .on(table.createdAt)
      .where(sql`${table.messageId} is null`),
  ],
);
