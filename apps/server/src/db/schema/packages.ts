import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { PackagePlatform } from '@partnerly/shared';
import { users } from './users';

/** A creator's package: one deliverable at a set price (issue 20). */
export const packages = pgTable(
  'packages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: 80 }).notNull(),
    platform: varchar({ length: 10 }).notNull().$type<PackagePlatform>(),
    description: text().notNull().default(''),
    /** Whole US dollars. */
    price: integer().notNull(),
    deliveryDays: integer().notNull(),
    /** The owner's order on the profile: a new package goes last. */
    position: integer().notNull().default(0),
  },
  (table) => [index('packages_user_idx').on(table.userId)],
);
