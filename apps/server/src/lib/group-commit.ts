/** One settled write: how long each of its items waited for it, and how long it took. */
export interface Written {
  /** One entry per item, in order: from its submission to the start of its write. */
  waitedMs: number[];
  writeMs: number;
  failed: boolean;
}

/**
 * Group commit (issue 36): items that arrive within `windowMs` of the first, or while a write
 * is under way, are stored together by one write, so a busy chat pays one transaction for many
 * messages and a quiet one at most `windowMs` of waiting. Without a window, `gatherTurn` has
 * the first item wait for the rest of the event loop's turn instead (what other sockets
 * delivered in the same poll), and without either it is written at once. Each caller's promise settles once
 * its own write has committed (or failed: every caller of a failed write hears the error).
 * `write` answers one result per item, in order.
 *
 * With `lanes` > 1 the items are spread by `keyOf` over independent lanes, each the algorithm
 * above with its own waiting items and at most one write in flight: up to `lanes` writes run
 * at once (a server database commits them in parallel, so one batch's wait for its disk flush
 * no longer holds up the next), while the items of one key always take the same lane and are
 * written one batch after another, in the order submitted. An item `alone` accepts is written
 * by a write of its own, in its place in its lane (a chat message with files: a file taken
 * meanwhile must refuse that message only, not its batch).
 */
export function groupCommit<I, O>(
  write: (items: I[]) => Promise<O[]>,
  {
    maxBatch = 100,
    windowMs = 0,
    gatherTurn = false,
    lanes = 1,
    keyOf = () => 0,
    alone = () => false,
    onWritten = () => undefined,
    now = () => performance.now(),
  }: {
    maxBatch?: number;
    windowMs?: number;
    gatherTurn?: boolean;
    lanes?: number;
    /** An integer naming what must be written in order (a conversation); 0 for all by default. */
    keyOf?: (item: I) => number;
    alone?: (item: I) => boolean;
    /** Hears each write once it has settled (the chat's metrics: where a message's time went). */
    onWritten?: (written: Written) => void;
    /** Milliseconds on a monotonic clock (tests move it). */
    now?: () => number;
  } = {},
) {
  if (!Number.isInteger(lanes) || lanes < 1) throw new Error(`lanes must be 1 or more: ${lanes}`);
  const all = Array.from({ length: lanes }, () =>
    lane(write, { maxBatch, windowMs, gatherTurn, alone, onWritten, now }),
  );
  return {
    submit(item: I): Promise<O> {
      const key = keyOf(item);
      // Modulo of the key (kept non-negative): consecutive ids spread evenly over the lanes.
      return (all[((key % lanes) + lanes) % lanes] as (typeof all)[number]).submit(item);
    },
  };
}

/** One lane: its waiting items, written by at most one write at a time. */
function lane<I, O>(
  write: (items: I[]) => Promise<O[]>,
  {
    maxBatch,
    windowMs,
    gatherTurn,
    alone,
    onWritten,
    now,
  }: {
    maxBatch: number;
    windowMs: number;
    gatherTurn: boolean;
    alone: (item: I) => boolean;
    onWritten: (written: Written) => void;
    now: () => number;
  },
) {
  interface Waiting {
    item: I;
    /** When it was submitted. */
    at: number;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let writing = false;

  /** How many waiting items the next write takes: up to maxBatch, an `alone` one by itself. */
  function nextBatchSize() {
    if (alone((waiting[0] as Waiting).item)) return 1;
    const upTo = Math.min(maxBatch, waiting.length);
    const cut = waiting.slice(1, upTo).findIndex((entry) => alone(entry.item));
    return cut < 0 ? upTo : cut + 1;
  }

  async function drain() {
    writing = true;
    if (windowMs > 0) await new Promise((resolve) => setTimeout(resolve, windowMs));
    // The rest of this turn of the event loop: frames read from other sockets in the same poll
    // join the batch, at the cost of no timer.
    else if (gatherTurn) await new Promise((resolve) => setImmediate(resolve));
    while (waiting.length > 0) {
      const size = nextBatchSize();
      const batch = waiting.slice(0, size);
      waiting = waiting.slice(size);
      const started = now();
      const waitedMs = batch.map((entry) => started - entry.at);
      let settled: { results: O[] } | { error: unknown };
      try {
        settled = { results: await write(batch.map((entry) => entry.item)) };
      } catch (error) {
        settled = { error };
      }
      onWritten({ waitedMs, writeMs: now() - started, failed: 'error' in settled });
      if ('error' in settled) for (const entry of batch) entry.reject(settled.error);
      else batch.forEach((entry, index) => entry.resolve(settled.results[index] as O));
    }
    writing = false;
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ item, at: now(), resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
