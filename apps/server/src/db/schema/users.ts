import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: varchar({ length: 30 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    /** Argon2id hash; null for accounts that sign in with Google only. */
    passwordHash: text(),
    thirdParty: boolean().notNull().default(false),
    phoneNumber: varchar({ length: 32 }),
    isAdmin: boolean().notNull().default(false),
    dateJoined: timestamp({ withTimezone: true }).notNull().defaultNow(),
    bio: varchar({ length: 500 }).notNull().default(''),
    /** The public page's look, one of PROFILE_THEMES. */
    theme: varchar({ length: 20 }).notNull().default('violet'),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isContentCreator: boolean().notNull().default(false),
    /** The visibility toggle: the public profile shows only while this is on and paid. */
    isVisible: boolean().notNull().default(true),
    /** Content hash of the profile picture in `media`; null shows the default picture. */
    pictureHash: varchar({ length: 64 }),
    /** Bumped by a password change or reset; access tokens of older versions are refused. */
    tokenVersion: integer().notNull().default(0),
    /**
     * The /profile checklist's two steps the profile itself cannot show: the public link was
     * copied, and the checklist was put away. Kept here so they survive logout (which clears
     * the browser's storage) and other devices.
     */
    onboardingLinkCopied: boolean().notNull().default(false),
    onboardingDismissed: boolean().notNull().default(false),
    /** Set by an admin: no sign-in, no public page, no messages in (issue 18). */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: varchar({ length: 500 }),
    /** 'hour' | 'day' | 'days', recomputed by the chat.reply-times job; null until known. */
    replyTime: varchar({ length: 5 }).$type<'hour' | 'day' | 'days'>(),
    /**
     * Whether the profile is public (shown, not suspended, paid): kept by the database's
     * triggers from `is_visible`, `suspended_at` and the subscription, never written by the
     * server (decision 073). Every query that lists profiles reads this one flag.
     */
    listed: boolean().notNull().default(false),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_date_joined_idx').on(table.dateJoined),
    // Search: prefix and similarity on usernames, overlap on tags and countries.
    // GiST (not GIN) so "most similar first" is an ordered index scan (KNN) that stops early.
    index('users_username_trgm_idx').using('gist', sql`lower(${table.username}) gist_trgm_ops`),
    // C collation: prefix LIKE and the ordering by name come from one b-tree range scan.
    index('users_username_prefix_idx').using('btree', sql`(lower(${table.username}) collate "C")`),
    index('users_tags_idx').using('gin', table.tags),
    index('users_countries_idx').using('gin', table.countries),
  ],
);
