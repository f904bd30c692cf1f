import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a user wants to hear about by e-mail, and how far the unread-message e-mail got
 * (docs/decisions/029). A user without a row has the defaults: everything on, nothing mailed.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailUnread: boolean().notNull().default(true),
  emailVerification: boolean().notNull().default(true),
  /** Push and e-mail when a deal waits for the member (issue 32). */
  dealUpdates: boolean().notNull().default(true),
  /** Sends and sees "Seen" in the chat (issue 34). */
  readReceipts: boolean().notNull().default(true),
  /** Push and e-mail when a campaign's owner decides on the member's application (issue 35). */
  campaignUpdates: boolean().notNull().default(true),
  /** The weekly "Campaigns for you" e-mail: off until the member turns it on. */
  campaignsWeekly: boolean().notNull().default(false),
  /** When the last unread-message e-mail went out: at most one per delay window. */
  unreadMailedAt: timestamp({ withTimezone: true }),
  /** The newest message an unread-message e-mail named: the next one starts after it. */
  unreadMailedThrough: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * Who has a live socket, per instance: each instance refreshes its users' rows while their
 * sockets are open and marks them closed when the last one goes. A row whose instance died
 * goes stale and stops counting (docs/decisions/029).
 */
export const socketPresence = pgTable(
  'socket_presence',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instance: varchar({ length: 100 }).notNull(),
    open: boolean().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.instance] })],
);

/** A browser's push subscription (Web Push, RFC 8030), removed when the push service drops it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: varchar({ length: 200 }).notNull(),
    auth: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
