import { bigint, boolean, integer, json, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a search card shows from a profile's other tables, one row per profile that has any,
 * kept by the database's triggers on socials, manual_socials, packages and reviews (decision
 * 073), on platform_connections, connection_audiences and audience_visibility (decisions 139, 144),
 * and on orders (decision 140): a page of results reads one row per card instead of walking
 * five tables for each.
 * Never written by the server.
 */
export const profileCards = pgTable('profile_cards', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The cheapest package's price; null without packages. */
  lowestPrice: integer(),
  /** The shown reviews' average to one decimal; null without. */
  rating: numeric({ precision: 2, scale: 1 }),
  reviewsCount: integer().notNull().default(0),
  /**
   * The verified accounts, most followed first, as the wire's `socials` shows them to members:
   * `{social_media, followers, audience}`, each audience as `presentAudience` presents it to a
   * member (decision 144). Sent as kept, never parsed by the server.
   */
  shownSocials: json().notNull().default([]),
  /** The platforms vouching for the verified accounts' numbers, in name order (the wire's `verified_sources`). */
  verifiedSources: text().array().notNull().default([]),
  totalFollowers: bigint({ mode: 'number' }).notNull().default(0),
  /** Platforms of accounts still waiting for the admin. */
  pending: text().array().notNull().default([]),
  /**
   * Whether the profile sold at least one order that completed: only such a card's verified
   * results are read, after the page (decision 140).
   */
  hasCompletedOrders: boolean().notNull().default(false),
});
