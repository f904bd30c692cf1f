import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Deliverable, OfferState } from '@partnerly/shared';
import { dialogues } from './chat';
import { packages } from './packages';
import { users } from './users';

// People are kept as `set null` (as in dialogues): when a member deletes their account, the
// other side keeps the record of what was agreed.

/**
 * An offer made in a conversation (issue 32). A counter-offer is a new row whose
 * `previous_id` is the offer it answers (that one becomes `countered`), so every version stays.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dialogueId: integer()
      .notNull()
      .references(() => dialogues.id, { onDelete: 'cascade' }),
    fromId: integer().references(() => users.id, { onDelete: 'set null' }),
    toId: integer().references(() => users.id, { onDelete: 'set null' }),
    buyerId: integer().references(() => users.id, { onDelete: 'set null' }),
    sellerId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: varchar({ length: 120 }).notNull(),
    deliverables: jsonb().notNull().$type<Deliverable[]>(),
    /** Whole US dollars. */
    price: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    usageRights: text().notNull(),
    revisions: integer().notNull(),
    message: text().notNull().default(''),
    packageId: integer().references(() => packages.id, { onDelete: 'set null' }),
    state: varchar({ length: 20 }).notNull().default('open').$type<OfferState>(),
    previousId: integer().references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it was accepted, declined, withdrawn, countered or expired. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('offers_dialogue_idx').on(table.dialogueId, table.state),
    index('offers_from_idx').on(table.fromId),
    index('offers_to_idx').on(table.toId),
    // An offer is countered at most once: a second counter of the same version is refused.
    uniqueIndex('offers_previous_key')
      .on(table.previousId)
      .where(sql`${table.previousId} is not null`),
  ],
);
