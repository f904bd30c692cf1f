import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Refresh tokens by their hash. A rotated token stays (rotatedAt set) to detect reuse: within
 * a short grace window it still trades for a pair of its family, later it revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** When this token was traded for a new pair; it is dead once revokedAt is set too. */
    rotatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/** E-mailed 6-digit codes, stored as keyed hashes and bound to the address they went to. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purpose: varchar({ length: 20 }).notNull().$type<'verify_email' | 'password_reset'>(),
    email: varchar({ length: 254 }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    /** For password reset: when the token handed out for this code was used. */
    resetUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_codes_lookup_idx').on(table.purpose, table.email, table.createdAt),
  ],
);
