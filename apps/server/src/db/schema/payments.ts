import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PaymentState } from '@partnerly/shared';
import { orders } from './deals';
import { users } from './users';

/**
 * A seller's Stripe Connect Express account (issue 33), as Stripe last described it; `test`
 * rows come from the built-in test onboarding and have no Stripe account.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeAccountId: varchar({ length: 255 }).unique(),
  test: boolean().notNull().default(false),
  detailsSubmitted: boolean().notNull().default(false),
  chargesEnabled: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  requirements: jsonb().notNull().$type<string[]>().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An order's payment, once the buyer started paying. Amounts in cents. When the order closes
 * the settlement is planned in the same transaction (`releaseCents` to the seller,
 * `refundCents` to the buyer) and a job carries it out; each movement's Stripe id is kept so
 * a retried job never repeats one.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: varchar({ length: 20 }).notNull().default('unpaid').$type<PaymentState>(),
    test: boolean().notNull().default(false),
    /** What the buyer pays: the price plus the fee. */
    amountCents: integer().notNull(),
    feeCents: integer().notNull(),
    /** The seller's Stripe account when the checkout was made. */
    destination: varchar({ length: 255 }),
    checkoutSessionId: varchar({ length: 255 }),
    paymentIntentId: varchar({ length: 255 }),
    chargeId: varchar({ length: 255 }),
    paidAt: timestamp({ withTimezone: true }),
    settlePlannedAt: timestamp({ withTimezone: true }),
    releaseCents: integer().notNull().default(0),
    refundCents: integer().notNull().default(0),
    transferId: varchar({ length: 255 }),
    refundId: varchar({ length: 255 }),
    releasedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** Failed tries of the settlement so far; part of the next try's idempotency keys. */
    tries: integer().notNull().default(0),
    /** The newest failure, shown in the admin's Payment problems until a try succeeds. */
    problem: text(),
    problemAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('order_payments_problem_idx')
      .on(table.problemAt)
      .where(sql`${table.problem} is not null`),
  ],
);
