/**
 * How long the first message of a quiet moment waits for others to share its write: on the
 * embedded database a write of one message costs about as much as a write of four.
 */
export const GROUP_COMMIT_WINDOW_MS = 3;

/**
 * Group commit on each database (decision 065). PGlite runs one statement at a time on one
 * connection: one write at a time, and the window, since there a message written alone costs
 * about as much as four together. PostgreSQL takes no window: a message waits only for the
 * rest of the event loop's turn (the frames other sockets delivered in the same poll), and what
 * arrives while a write is in flight forms the next batch. It writes `lanes` conversations'
 * batches at once (`CHAT_WRITE_LANES`, default 1): more lanes overlap the disk's flushes where
 * each takes milliseconds, but split the same messages into more, smaller batches, each a
 * statement the server sends and PostgreSQL runs (decision 065, updates of 2026-12-01).
 */
export const messageGroupCommit = (kind: 'pglite' | 'postgres', lanes: number) =>
  kind === 'pglite'
    ? { lanes: 1, windowMs: GROUP_COMMIT_WINDOW_MS }
    : { lanes, windowMs: 0, gatherTurn: true };
