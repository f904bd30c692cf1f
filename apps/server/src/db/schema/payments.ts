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
  /** Empty while the first onboarding is creating it: the row is the member's claim. */
  stripeAccountId: varchar({ length: 255 }).unique(),
  /**
   * Failed account creations so far, part of the creation's idempotency key: onboardings at
   * once share the key and so get one account from Stripe (issue 46, case 17).
   */
  creationTries: integer().notNull().default(0),
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
    /**
     * The checkout being opened: its number is part of the idempotency key of the session, so
     * pays at once share one session (decision 081); `checkoutStartedAt` is empty when none is
     * being opened.
     */
    checkoutTries: integer().notNull().default(0),
    checkoutStartedAt: timestamp({ withTimezone: true }),
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

/**
 * A successful charge for an order that was paid already (another of its Checkout Sessions):
 * refunded by a job, with its Stripe id stored once it is done (decision 081).
 */
export const secondCharges = pgTable(
  'second_charges',
  {
    paymentIntentId: varchar({ length: 255 }).primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    checkoutSessionId: varchar({ length: 255 }).notNull(),
    amountCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    refundId: varchar({ length: 255 }),
    refundedAt: timestamp({ withTimezone: true }),
    /** Failed refunds so far; part of the next try's idempotency key, as in decision 050. */
    tries: integer().notNull().default(0),
    problem: text(),
    problemAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('second_charges_order_idx').on(table.orderId),
    index('second_charges_problem_idx')
      .on(table.problemAt)
      .where(sql`${table.problem} is not null`),
  ],
);
