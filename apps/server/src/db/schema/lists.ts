import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A member's private shortlist of saved profiles (issue 20). */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 60 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_lists_user_name_key').on(table.userId, table.name)],
);

/** A profile saved in a list; it stays when the profile stops being public. */
export const savedListItems = pgTable(
  'saved_list_items',
  {
    listId: integer()
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    profileUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.profileUserId] }),
    index('saved_list_items_profile_idx').on(table.profileUserId),
  ],
);
