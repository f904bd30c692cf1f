import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What happened on a public profile (docs/decisions/027): a view, a click on a link or a
 * social, a Contact press, or a marker that this visitor is the owner today. No cookie, no
 * address: `visitor` is a hash of address and browser under the day's salt, which is thrown
 * away the next day. Dropped after 90 days; `profile_daily` keeps the counts.
 */
export const profileEvents = pgTable(
  'profile_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 10 })
      .$type<'view' | 'link' | 'social' | 'contact' | 'owner'>()
      .notNull(),
    /** The link's or social's id for clicks. */
    targetId: integer(),
    visitor: varchar({ length: 64 }).notNull(),
    /** The address alone under the day's salt: what the per-address limits count (issue 28). */
    source: varchar({ length: 64 }),
    /** The UTC day, the salt's day. */
    day: date({ mode: 'string' }).notNull(),
    /** The referring site's host name, for views from another site. */
    referrer: varchar({ length: 255 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_events_owner_day_idx').on(table.ownerId, table.day),
    index('profile_events_created_at_idx').on(table.createdAt),
    index('profile_events_source_idx').on(table.ownerId, table.source, table.day),
  ],
);

/** Per owner and day: views, visitors, contacts, clicks per link or social, views per referrer. */
export const profileDaily = pgTable(
  'profile_daily',
  {
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    metric: varchar({ length: 10 })
      .$type<'views' | 'visitors' | 'contacts' | 'link' | 'social' | 'referrer'>()
      .notNull(),
    /** The link or social id, or the referrer's host; empty for the totals. */
    key: varchar({ length: 255 }).notNull().default(''),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.day, table.metric, table.key] })],
);

/** Today's salt for visitor hashes, shared by every instance; yesterday's is deleted. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: varchar({ length: 64 }).notNull(),
  createdAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
