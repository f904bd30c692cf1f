import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Deliverable, OrderEventKind, OrderState } from '@partnerly/shared';
import { campaigns } from './campaigns';
import { dialogues } from './chat';
import { offers } from './offers';
import { users } from './users';

// The offers live in their own file: campaigns' applications point at offers, and orders at
// campaigns, so the three files import in one direction.

// People are kept as `set null` (as in dialogues): when a member deletes their account, the
// other side keeps the record of what was agreed.

/** An accepted offer's terms, frozen, and where the work stands. */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** One order per offer: a second accept finds the offer no longer open. */
    offerId: integer()
      .notNull()
      .unique()
      .references(() => offers.id),
    dialogueId: integer()
      .notNull()
      .references(() => dialogues.id, { onDelete: 'cascade' }),
    buyerId: integer().references(() => users.id, { onDelete: 'set null' }),
    sellerId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: varchar({ length: 120 }).notNull(),
    deliverables: jsonb().notNull().$type<Deliverable[]>(),
    price: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    usageRights: text().notNull(),
    revisions: integer().notNull(),
    revisionsLeft: integer().notNull(),
    state: varchar({ length: 20 }).notNull().default('active').$type<OrderState>(),
    deliveryNote: text(),
    deliveryLinks: jsonb().$type<string[]>(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** The member who asked to cancel; the other one's cancel agrees. */
    cancelRequestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The campaign the order came from, set when it is opened (decision 108): kept when the
     * creator's application goes with their account; `set null` when the brand deletes the
     * campaign.
     */
    campaignId: integer().references(() => campaigns.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_buyer_idx').on(table.buyerId),
    index('orders_seller_idx').on(table.sellerId),
    index('orders_state_idx').on(table.state),
    // A deleted campaign's orders are found by it; most orders have none.
    index('orders_campaign_idx')
      .on(table.campaignId)
      .where(sql`${table.campaignId} is not null`),
  ],
);

/** An order's timeline: every change, who made it, when, and its note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for Partnerly: the auto-approval, an admin's resolution. */
    byId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: varchar({ length: 30 }).notNull().$type<OrderEventKind>(),
    note: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/** The legal or company name a member puts on agreements, set once. */
export const legalNames = pgTable('legal_names', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar({ length: 150 }).notNull(),
  setAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
