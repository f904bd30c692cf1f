import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Stripe event ids already handled, so a redelivered event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar({ length: 255 }).primaryKey(),
  type: varchar({ length: 100 }).notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
