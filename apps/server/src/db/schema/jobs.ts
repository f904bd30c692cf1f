import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Durable jobs (docs/decisions/014). A row is pending until `doneAt` or `failedAt` is set; a
 * worker holds it while `lockedUntil` is in the future, and a lock that runs out (a crashed
 * instance) makes it claimable again. Repeating jobs have `repeatSeconds` and a unique `key`,
 * and are re-armed instead of finished.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 100 }).notNull(),
    /** The handler's input; may hold secrets such as a code to mail, so it is never logged. */
    payload: jsonb().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Runs started so far, counted when a worker claims the job. */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** The newest failure's message (no payload, no stack). */
    lastError: text(),
    lockedBy: varchar({ length: 100 }),
    lockedUntil: timestamp({ withTimezone: true }),
    /** One pending row per key: a repeating job is registered by every instance at start. */
    key: varchar({ length: 200 }).unique(),
    repeatSeconds: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp({ withTimezone: true }),
    /** Set when the last attempt failed; the row stays for an operator to read. */
    failedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // Workers look for the oldest due pending job; finished rows stay out of the index.
    index('jobs_pending_run_at_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
  ],
);
