import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Two-factor sign-in with an authenticator app (TOTP). A row without `enabledAt` is a set-up
 * that was shown but not yet confirmed with a code; it does not ask for codes at login.
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret, encrypted (lib/secret-box.ts): never shown again after set-up. */
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  /** The time step of the last accepted code: a code is accepted once, never replayed. */
  lastStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, by their SHA-256 (they carry about 50 random bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);
