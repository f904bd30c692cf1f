import type { users } from '../../db/schema';

/** An account as the other features see it: the users table's row. */
export type User = typeof users.$inferSelect;

/** What an account is created with. */
export type NewUser = typeof users.$inferInsert;

/** What may change on an existing account. */
export type UserChanges = Partial<Omit<NewUser, 'id'>>;
