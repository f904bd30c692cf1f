import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { platformConnections } from './connections';

/**
 * A connected account's audience as its platform last reported it (issue 48): shares in
 * percent by country, age and gender, the engagement of its recent posts, or why there are
 * none. Read weekly with the account's numbers; gone with the connection.
 */
export const connectionAudiences = pgTable('connection_audiences', {
  connectionId: integer()
    .primaryKey()
    .references(() => platformConnections.id, { onDelete: 'cascade' }),
  /** features/audience/audience.ts PlatformAudience, as read. */
  audience: jsonb().notNull(),
  readAt: timestamp({ withTimezone: true }).notNull(),
  /** The week's read is due from here (later after a failed read, backing off). */
  nextReadAt: timestamp({ withTimezone: true }).notNull(),
  failures: integer().notNull().default(0),
});
