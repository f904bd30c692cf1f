import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
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
const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A verified social account, one per platform per user. */
export const socials = pgTable(
  'socials',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    platform: varchar({ length: 20 }).notNull(),
    link: varchar({ length: 254 }).notNull(),
    followers: integer().notNull().default(0),
    /** YouTube channels may hide their subscriber count: shown as hidden, not as zero. */
    followersHidden: boolean().notNull().default(false),
    countries: textList(),
    tags: textList(),
    /**
     * Who vouches for the numbers: `admin` (checked by hand) or the platform the account is
     * connected through (issue 31); null once a connection went unrefreshed for 30 days.
     */
    source: varchar({ length: 20 }).default('admin'),
    /** When the follower count was last checked (by an admin or the platform). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Its owner's `users.listed`, copied by the database's triggers (decision 073). */
    listed: boolean().notNull().default(false),
    /**
     * Its owner's profile tags, copied by the database's triggers: the social search matches a
     * tag on the account or on the profile, from the account's index alone (issue 53).
     */
    profileTags: textList(),
    /** Its owner's `users.is_content_creator`, copied: brands are left out unless asked. */
    creator: boolean().notNull().default(false),
    /**
     * The search keys of the account's verified audience (decision 119), kept by the database's
     * triggers from its platform connection's `connection_audiences` row: a coarse copy the
     * audience search filters on in its own index before checking the audience itself. Each key
     * is a number packing part, value and step (decision 134).
     */
    audienceKeys: smallint()
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
  },
  (table) => [
    unique('socials_user_platform_key').on(table.userId, table.platform),
    index('socials_updated_at_idx').on(table.updatedAt),
    index('socials_platform_followers_idx').on(table.platform, table.followers),
    index('socials_tags_idx').using('gin', table.tags),
    index('socials_countries_idx').using('gin', table.countries),
  ],
);

/** A social account submitted by its owner and waiting for an admin's check. */
export const manualSocials = pgTable(
  'manual_socials',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    platform: varchar({ length: 20 }).notNull(),
    /** The username, or for Facebook the profile address. */
    handle: varchar({ length: 254 }).notNull(),
    countries: textList(),
    tags: textList(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('manual_socials_user_platform_key').on(table.userId, table.platform),
    index('manual_socials_created_at_idx').on(table.createdAt),
  ],
);

export const links = pgTable(
  'links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    title: varchar({ length: 254 }).notNull(),
    url: varchar({ length: 254 }).notNull(),
    /** Hidden links stay on /profile but leave the public page and profile_data. */
    hidden: boolean().notNull().default(false),
    /** The owner's order (ascending); ties, such as links added before ordering, fall back to id. */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('links_user_idx').on(table.userId)],
);

export const ads = pgTable(
  'ads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    title: varchar({ length: 254 }).notNull(),
    text: varchar({ length: 254 }).notNull(),
    /** Price per 1000 views in cents. */
    cpmCents: integer().notNull(),
    imageHash: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ads_user_idx').on(table.userId),
    index('ads_created_at_idx').on(table.createdAt, table.id),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Re-encoded images by content hash, served at /media/{hash}.jpg. */
export const media = pgTable('media', {
  hash: varchar({ length: 64 }).primaryKey(),
  contentType: varchar({ length: 32 }).notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Smaller and modern-format copies of an image, served at /media/{hash}/{width}.{format}.
 * Derived data: made at upload, or on first request for images stored before they existed.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    hash: varchar({ length: 64 })
      .notNull()
      .references(() => media.hash, { onDelete: 'cascade' }),
    width: integer().notNull(),
    format: varchar({ length: 8 }).notNull(),
    bytes: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.hash, table.width, table.format] })],
);
