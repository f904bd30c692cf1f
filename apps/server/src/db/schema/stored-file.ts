import { integer, varchar } from 'drizzle-orm/pg-core';
import type { AttachmentKind } from '@partnerly/shared';

/**
 * The columns that describe a file checked and stored by `storeFile`
 * (features/chat/attachment-files.ts): chat attachments, delivery files and dispute files each
 * keep them beside their own owner columns. A function, as each table needs its own builders.
 */
export const storedFileColumns = () => ({
  kind: varchar({ length: 8 }).notNull().$type<AttachmentKind>(),
  name: varchar({ length: 120 }).notNull(),
  contentType: varchar({ length: 32 }).notNull(),
  /** Bytes of the stored file (an image as re-encoded). */
  size: integer().notNull(),
  width: integer(),
  height: integer(),
  fileKey: varchar({ length: 64 }).notNull(),
  thumbKey: varchar({ length: 64 }),
});
