import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { platformConnections } from './connections';
import { users } from './users';

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
  /**
   * The audience as every page shows it (ShownAudience, decision 135): the charted countries and
   * the rest's total share instead of every country. Kept by the database (migration 0051).
   */
  shownAudience: jsonb().generatedAlwaysAs(sql`audience_shown(audience)`),
  readAt: timestamp({ withTimezone: true }).notNull(),
  /** The week's read is due from here (later after a failed read, backing off). */
  nextReadAt: timestamp({ withTimezone: true }).notNull(),
  failures: integer().notNull().default(0),
});

/**
 * Who sees which part of a creator's verified audience (decision 104): `public`, `members`
 * (signed in) or `hidden` (the owner alone). No row: the defaults, countries and engagement
 * public, ages and genders to members.
 */
export const audienceVisibility = pgTable(
  'audience_visibility',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    countriesEngagement: varchar({ length: 10 }).notNull().default('public'),
    agesGenders: varchar({ length: 10 }).notNull().default('members'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'audience_visibility_values_check',
      sql`${table.countriesEngagement} in ('public', 'members', 'hidden') and ${table.agesGenders} in ('public', 'members', 'hidden')`,
    ),
  ],
);

/**
 * The audience a member (a brand) wants to reach (issue 48 point 4, decision 110): ISO country
 * codes, age ranges and genders, an empty list meaning any. No row: no target, no match.
 */
export const audienceTargets = pgTable('audience_targets', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  countries: varchar({ length: 2 })
    .array()
    .notNull()
    .default(sql`'{}'`),
  ages: varchar({ length: 5 })
    .array()
    .notNull()
    .default(sql`'{}'`),
  genders: varchar({ length: 6 })
    .array()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
