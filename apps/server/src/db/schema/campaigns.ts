import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  ApplicationState,
  BudgetKind,
  CampaignState,
  OfferTermsInput,
  Platform,
} from '@partnerly/shared';
import { offers } from './offers';
import { users } from './users';

const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A brand's brief that creators answer (issue 35): draft, then open, then closed. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: 120 }).notNull(),
    brief: text().notNull(),
    /** Content hash of the cover in `media`, re-encoded as ads are; null when none. */
    coverHash: varchar({ length: 64 }),
    platforms: text().array().notNull().$type<Platform[]>(),
    content: textList(),
    countries: textList(),
    tags: textList(),
    minFollowers: integer(),
    maxFollowers: integer(),
    budgetKind: varchar({ length: 10 }).notNull().$type<BudgetKind>(),
    /** Whole US dollars; both null when open to offers, equal when fixed. */
    budgetMin: integer(),
    budgetMax: integer(),
    wanted: integer().notNull(),
    applyBy: date({ mode: 'string' }).notNull(),
    gifting: text().notNull().default(''),
    state: varchar({ length: 10 }).notNull().default('draft').$type<CampaignState>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** Why an admin closed it (audited); null when its owner or the apply-by date did. */
    closedReason: varchar({ length: 500 }),
    /** When the owner's last digest of new applications went: at most one an hour. */
    digestSentAt: timestamp({ withTimezone: true }),
    /** The newest application a digest named: the next one starts after it. */
    digestedThrough: integer().notNull().default(0),
  },
  (table) => [
    index('campaigns_owner_idx').on(table.ownerId, table.state),
    // Explore: open ones newest first, filtered by overlap.
    index('campaigns_open_idx')
      .on(table.id)
      .where(sql`${table.state} = 'open'`),
    index('campaigns_tags_idx').using('gin', table.tags),
    index('campaigns_countries_idx').using('gin', table.countries),
    check('campaigns_wanted_check', sql`${table.wanted} between 1 and 100`),
  ],
);

/** A creator's answer to a campaign: one per creator per campaign. */
export const campaignApplications = pgTable(
  'campaign_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pitch: text().notNull(),
    platforms: text().array().notNull().$type<Platform[]>(),
    /** The offer terms proposed with the form of the deals; made an offer on Accept. */
    offerTerms: jsonb().$type<OfferTermsInput>(),
    offerId: integer().references(() => offers.id, { onDelete: 'set null' }),
    state: varchar({ length: 12 }).notNull().default('sent').$type<ApplicationState>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    /** When a not-chosen applicant's notices were queued: each is told once (issue 53). */
    toldAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // Applying twice is refused by the database too, so two requests at once cannot both land.
    uniqueIndex('campaign_applications_once_key').on(table.campaignId, table.creatorId),
    index('campaign_applications_creator_idx').on(table.creatorId),
    // An order finds the application its offer came from (the order page, Results).
    index('campaign_applications_offer_idx')
      .on(table.offerId)
      .where(sql`${table.offerId} is not null`),
  ],
);
