import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './deals';
import { users } from './users';

/**
 * A member's review of the other side of a completed order (issue 33): blind until both
 * wrote theirs or `publish_after` passed (docs/decisions/052). The order's title and
 * completion are copied in, so the public page reads one table.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept as `set null`: the review stays when its writer deletes their account. */
    reviewerId: integer().references(() => users.id, { onDelete: 'set null' }),
    revieweeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    text: text().notNull().default(''),
    orderTitle: varchar({ length: 120 }).notNull(),
    orderCompletedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the publishing job shows it at the latest. */
    publishAfter: timestamp({ withTimezone: true }).notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // One review per side: each order has two members, each reviewed at most once.
    uniqueIndex('reviews_order_reviewee_key').on(table.orderId, table.revieweeId),
    // The public page, search's average and the filter read only what is shown.
    index('reviews_shown_idx')
      .on(table.revieweeId, table.publishedAt)
      .where(sql`${table.publishedAt} is not null and ${table.hiddenAt} is null`),
    // The publishing job finds the blind reviews that are due.
    index('reviews_blind_idx')
      .on(table.publishAfter)
      .where(sql`${table.publishedAt} is null`),
  ],
);
