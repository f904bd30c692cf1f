import { boolean, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per user who ever paid or redeemed a code; no row means Explorer. */
export const subscriptions = pgTable('subscriptions', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Stripe's subscription status (`active`, `past_due`, `canceled`, …); null for Explorer. */
  status: varchar({ length: 32 }),
  startedAt: timestamp({ withTimezone: true }),
  cancelAt: timestamp({ withTimezone: true }),
  canceledAt: timestamp({ withTimezone: true }),
  promocodeUsed: boolean().notNull().default(false),
  stripeCustomerId: varchar({ length: 255 }).unique(),
  stripeSubscriptionId: varchar({ length: 255 }).unique(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
