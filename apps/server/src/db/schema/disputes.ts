import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OrderState } from '@partnerly/shared';
import { orders } from './deals';
import { users } from './users';
import { storedFileColumns } from './stored-file';

/**
 * An order's dispute (issue 53, decision 106): one row per order, the latest opening (a
 * withdrawn dispute opened again replaces it). The state the order left, for a withdrawal,
 * and the split one side proposed, waiting for the other's confirmation.
 */
export const orderDisputes = pgTable('order_disputes', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  previousState: varchar({ length: 20 }).notNull().$type<OrderState>(),
  openedById: integer().references(() => users.id, { onDelete: 'set null' }),
  openedAt: timestamp({ withTimezone: true }).notNull(),
  proposedById: integer().references(() => users.id, { onDelete: 'set null' }),
  /** Whole dollars to the seller; the rest of the price goes back to the buyer. */
  proposedSellerAmount: integer(),
  proposedAt: timestamp({ withTimezone: true }),
  /** Withdrawn or settled by the members (an admin's verdict closes the order itself). */
  closedAt: timestamp({ withTimezone: true }),
});

/** Each side's case in an order's dispute, editable while it is open. */
export const disputeCases = pgTable(
  'dispute_cases',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    side: varchar({ length: 6 }).notNull().$type<'buyer' | 'seller'>(),
    text: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.side] })],
);

/**
 * A file one side attached to its case (issue 53, decision 113): checked and stored as a chat
 * attachment is (its bytes in the file store). Both sides of the order and admins fetch it.
 */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    side: varchar({ length: 6 }).notNull().$type<'buyer' | 'seller'>(),
    uploaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...storedFileColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dispute_files_order_idx').on(table.orderId, table.id)],
);
