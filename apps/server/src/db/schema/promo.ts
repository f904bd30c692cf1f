import { sql } from 'drizzle-orm';
import {
  date,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Lifetime Full Access codes created by admins; `amount` is the number of uses left. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: varchar({ length: 511 }).notNull(),
    /** Who the code was made for, as the admin noted it; optional. */
    email: varchar({ length: 254 }),
    expiresOn: date({ mode: 'string' }).notNull(),
    amount: integer().notNull(),
    percent: integer().notNull().default(100),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promo_codes_code_lower_idx').on(sql`lower(${table.code})`)],
);

/** Who redeemed which code: one redemption per user and code. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.promoCodeId, table.userId] })],
);
