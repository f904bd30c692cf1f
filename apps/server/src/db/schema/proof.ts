import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PostState } from '@partnerly/shared';
import { orders } from './deals';
import { users } from './users';

/** Counts of one post: a viral video passes 2^31 views. */
const count = () => bigint({ mode: 'number' });

/**
 * A link of an order's latest delivery and what its platform said of it (issue 47, decision
 * 102): the post's state, when it was published, whether it discloses the deal, and its
 * numbers at the last read. A new delivery replaces the order's posts; gone with the order.
 */
export const orderPosts = pgTable(
  'order_posts',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The link's place in the delivery's list. */
    position: smallint().notNull(),
    /** The delivery these links came with (the order's `delivered_at`). */
    deliveredAt: timestamp({ withTimezone: true }).notNull(),
    url: text().notNull(),
    /** Null for another site's link. */
    platform: varchar({ length: 20 }),
    /** The platform's id of the post: Instagram shortcode, YouTube or TikTok video id. */
    postId: varchar({ length: 64 }),
    /** The platform's media id (Instagram's differs from the shortcode in the address). */
    mediaId: varchar({ length: 64 }),
    state: varchar({ length: 20 }).notNull().$type<PostState>(),
    publishedAt: timestamp({ withTimezone: true }),
    disclosure: boolean().notNull().default(false),
    checkedAt: timestamp({ withTimezone: true }),
    views: count(),
    reach: count(),
    likes: count(),
    comments: count(),
    shares: count(),
    saves: count(),
    metricsAt: timestamp({ withTimezone: true }),
    /** The order's seller, whose connection reads the post (null once they left). */
    sellerId: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * When a verified post is read again (1 h, 24 h, 3 days, 7 days and 30 days after it was
     * published); null once the last follow-up is done or the post is no longer followed.
     */
    nextReadAt: timestamp({ withTimezone: true }),
    /** Follow-up reads that failed in a row (rate limits, outages): the next waits longer. */
    failures: smallint().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    index('order_posts_next_read_idx').on(table.nextReadAt),
  ],
);

/**
 * Each read of a verified post's numbers, oldest first (the post's history). Gone with the
 * post, so a new delivery starts its posts' series afresh.
 */
export const orderPostReads = pgTable(
  'order_post_reads',
  {
    orderId: integer().notNull(),
    position: smallint().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    views: count(),
    reach: count(),
    likes: count(),
    comments: count(),
    shares: count(),
    saves: count(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position, table.at] }),
    foreignKey({
      name: 'order_post_reads_post_fk',
      columns: [table.orderId, table.position],
      foreignColumns: [orderPosts.orderId, orderPosts.position],
    }).onDelete('cascade'),
  ],
);
