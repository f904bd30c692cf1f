import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const owner = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * An OAuth authorization a member started (issue 31): the `state` sent to the platform, bound
 * to the member, used once (deleted when the callback comes back) and valid for 10 minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: varchar({ length: 64 }).primaryKey(),
    userId: owner(),
    platform: varchar({ length: 20 }).notNull(),
    /** The PKCE verifier, for the platforms that take PKCE; useless without the code. */
    codeVerifier: varchar({ length: 128 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_states_expires_at_idx').on(table.expiresAt)],
);

/**
 * A platform account a member connected: its tokens (sealed, lib/secret-box.ts) and when its
 * numbers are read next. One platform account belongs to one member, and a member has one
 * account per platform.
 */
export const platformConnections = pgTable(
  'platform_connections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    platform: varchar({ length: 20 }).notNull(),
    /** The platform's id of the account (Instagram user_id, YouTube channel id, TikTok open_id). */
    accountId: varchar({ length: 128 }).notNull(),
    username: varchar({ length: 254 }).notNull(),
    accessToken: text().notNull(),
    refreshToken: text(),
    accessExpiresAt: timestamp({ withTimezone: true }),
    /** When the access token was issued: Instagram refreshes only tokens at least 24 h old. */
    tokenIssuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    connectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The refresh job reads the account again from then on. */
    nextRefreshAt: timestamp({ withTimezone: true }).notNull(),
    /** Failed reads in a row (rate limits, outages): the next try backs off further. */
    failures: integer().notNull().default(0),
    /** When the platform refused the token: the member is asked to reconnect. */
    refusedAt: timestamp({ withTimezone: true }),
    /**
     * Follower growth over 30 days in percent, unrounded: the latest count against the latest
     * one at least 30 days older; null without both or from zero. Kept by the database from
     * `follower_counts` (migration 0052, decision 138), so a search card reads a column.
     */
    followerGrowth: doublePrecision(),
  },
  (table) => [
    unique('platform_connections_account_key').on(table.platform, table.accountId),
    unique('platform_connections_user_platform_key').on(table.userId, table.platform),
    index('platform_connections_next_refresh_idx').on(table.nextRefreshAt),
  ],
);

/** One follower count per connected account per day (the sparkline in /profile). */
export const followerCounts = pgTable(
  'follower_counts',
  {
    connectionId: integer()
      .notNull()
      .references(() => platformConnections.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    followers: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.day] })],
);
