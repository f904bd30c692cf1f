import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A creator's choice to hide their verified results (issue 47 point 5, decision 109). No row:
 * shown, as soon as there are enough; the results themselves are counted on reading.
 */
export const trackRecordSettings = pgTable('track_record_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hidden: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
