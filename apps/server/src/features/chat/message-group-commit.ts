/**
 * How long the first message of a quiet moment waits for others to share its write: on the
 * embedded database a write of one message costs about as much as a write of four.
 */
export const GROUP_COMMIT_WINDOW_MS = 3;

/**
 * Message writes in flight at once on PostgreSQL, each holding one of the pool's 10
 * connections until it commits: a batch's wait for its WAL flush then overlaps the other's
 * instead of holding it up, and eight connections stay for everything else (conversations,
 * read marks, history, jobs, HTTP). Two, not four: what arrives while both are busy waits for
 * the next batch, so batches are larger and each message costs PostgreSQL and the server a
 * smaller share of a transaction's three round trips (decision 065, update of 2026-11-30).
 */
export const POSTGRES_MESSAGE_LANES = 2;

/**
 * Group commit on each database (decision 065). PGlite runs one statement at a time on one
 * connection: one write at a time, and the window, since there a message written alone costs
 * about as much as four together. PostgreSQL commits in parallel and a lone message costs it
 * little: several conversations written at once, none waiting for a window.
 */
export const MESSAGE_GROUP_COMMIT = {
  pglite: { lanes: 1, windowMs: GROUP_COMMIT_WINDOW_MS },
  postgres: { lanes: POSTGRES_MESSAGE_LANES, windowMs: 0 },
} as const;
