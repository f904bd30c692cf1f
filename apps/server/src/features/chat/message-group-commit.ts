/**
 * How long the first message of a quiet moment waits for others to share its write: on the
 * embedded database a write of one message costs about as much as a write of four.
 */
export const GROUP_COMMIT_WINDOW_MS = 3;

/**
 * Message writes in flight at once on PostgreSQL, each holding one of the pool's 10
 * connections until it commits: a batch's wait for its WAL flush then overlaps the others'
 * instead of holding them up, and six connections stay for everything else (conversations,
 * read marks, history, jobs, HTTP).
 */
export const POSTGRES_MESSAGE_LANES = 4;

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
