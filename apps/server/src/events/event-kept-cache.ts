import type { EventBus } from './event-bus';

interface Entry<V> {
  value: Promise<V>;
  /** The answer once the lookup has settled. */
  settled?: { value: V };
  expiresAt: number;
}

/**
 * An entry lives between half its time to live and all of it, at random. Members who came
 * online together (a server restart reconnects every socket at once) were otherwise looked up
 * again together, every `ttlMs`: on the embedded database one such wave stalled chat for
 * hundreds of milliseconds (issue 36). The upper bound, what a lost announcement can cost, stays.
 */
const TTL_SPREAD = 0.5;

/**
 * The time to live where the process writes the database alone (EventBus.soleWriter): every
 * change is announced, so the short one only cost lookups, about one in ten messages' worth
 * of the embedded database's single thread at 500 messages/s (issue 36). Still finite, so a
 * change someone forgot to announce heals.
 */
export const SOLE_WRITER_TTL_MS = 10 * 60_000;

/**
 * An entry asked for in the last quarter of its full life is read again ahead of its end, with
 * the other entries due, in one `loadMany` (decision 142): one at a time, these reads were a
 * quarter of PostgreSQL's statements under chat load, and with three instances of 1,000 members
 * each they cost every instance more than the chat itself (issue 49).
 */
const REFRESH_AHEAD = 0.25;

/** How long the entries due gather before they are read together. */
export const REFRESH_GATHER_MS = 1000;

/** The most keys one `loadMany` is asked for; more are read in several. */
export const REFRESH_MAX_KEYS = 1000;

/**
 * Answers to lookups that every message would otherwise ask the database (issue 36), kept true
 * by events: whoever changes what an answer was read from announces it on the bus, and every
 * instance's subscriber calls `forget`. Entries also expire after `ttlMs`, which bounds the
 * harm of an announcement lost in transit (Redis pub/sub delivers at most once) or of a change
 * made outside the server (the admin command). While the bus is disconnected, other instances'
 * announcements cannot arrive: nothing is cached then, and everything cached before is dropped.
 * An `undefined` answer is never kept: the name may be taken, the conversation started, a
 * moment later, and nobody announces that.
 */
export function eventKeptCache<K, V>({
  events,
  load,
  loadMany,
  ttlMs,
  maxEntries,
  now = () => Date.now(),
  random = Math.random,
}: {
  events: Pick<EventBus, 'isConnected' | 'onConnectionChange' | 'soleWriter'>;
  load: (key: K) => Promise<V>;
  /**
   * The answers for many keys at once (a key left out answers `undefined`): given, the entries
   * members keep asking for are refreshed in bulk before they expire, and never go stale for
   * longer than `ttlMs` either way.
   */
  loadMany?: (keys: K[]) => Promise<Map<K, V>>;
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** Where in the spread each entry's life ends (0 to 1; tests fix it). */
  random?: () => number;
}) {
  const entries = new Map<K, Entry<V>>();
  /** Entries asked for near their end, waiting to be read together, as they were then. */
  const due = new Map<K, Entry<V>>();
  let refreshTimer: NodeJS.Timeout | undefined;
  /** Counts what makes a bulk read under way untrustworthy: a forgetting, a clearing. */
  let changes = 0;
  const fullLife = events.soleWriter ? Math.max(ttlMs, SOLE_WRITER_TTL_MS) : ttlMs;
  const lifeEnd = (from: number) => from + fullLife * (1 - TTL_SPREAD * random());

  function clearAll() {
    entries.clear();
    due.clear();
    changes += 1;
  }
  events.onConnectionChange(clearAll);

  /**
   * Reads the entries due again, a chunk at a time. An answer replaces an entry only if it is
   * still the one that was due (not forgotten or replaced since), and only if nothing was
   * forgotten while the chunk was read: the read may predate the change announced. A failed
   * read leaves its entries to expire and be looked up one at a time.
   */
  async function refresh(many: (keys: K[]) => Promise<Map<K, V>>) {
    refreshTimer = undefined;
    const batch = [...due];
    due.clear();
    for (let start = 0; start < batch.length; start += REFRESH_MAX_KEYS) {
      const chunk = batch.slice(start, start + REFRESH_MAX_KEYS);
      const before = changes;
      const readAt = now();
      let answers: Map<K, V>;
      try {
        answers = await many(chunk.map(([key]) => key));
      } catch {
        continue;
      }
      if (changes !== before) continue;
      for (const [key, entry] of chunk) {
        if (entries.get(key) !== entry) continue;
        entries.delete(key);
        const value = answers.get(key);
        if (value === undefined) continue;
        entries.set(key, {
          value: Promise.resolve(value),
          settled: { value },
          expiresAt: lifeEnd(readAt),
        });
      }
    }
  }

  /** Queues a settled entry asked for in the last part of its life for the next bulk read. */
  function refreshAhead(key: K, entry: Entry<V>, at: number) {
    if (!loadMany || !entry.settled || due.has(key)) return;
    if (entry.expiresAt - at > fullLife * REFRESH_AHEAD) return;
    due.set(key, entry);
    refreshTimer ??= setTimeout(() => void refresh(loadMany), REFRESH_GATHER_MS).unref();
  }

  function put(key: K, lookup: (key: K) => Promise<V>): Entry<V> {
    const entry: Entry<V> = { value: lookup(key), expiresAt: lifeEnd(now()) };
    entry.value.then(
      (value) => {
        if (value !== undefined) entry.settled = { value };
        else if (entries.get(key) === entry) entries.delete(key);
      },
      () => entries.get(key) === entry && entries.delete(key),
    );
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, entry);
    return entry;
  }

  return {
    /**
     * The answer for `key`, looked up by `lookup` when not known (a lookup in the caller's
     * transaction, where the embedded database's one connection is taken).
     */
    get(key: K, lookup: (key: K) => Promise<V> = load): Promise<V> {
      if (!events.isConnected()) {
        clearAll();
        return lookup(key);
      }
      const at = now();
      const known = entries.get(key);
      if (!known || known.expiresAt <= at) return put(key, lookup).value;
      refreshAhead(key, known, at);
      return known.value;
    },

    forget(key: K): void {
      entries.delete(key);
      changes += 1;
    },

    /**
     * Drops the entries whose key or settled value matches, and every lookup still under way
     * (its answer may predate the change being announced).
     */
    forgetWhere(matches: (key: K, value: V) => boolean): void {
      for (const [key, entry] of entries) {
        if (!entry.settled || matches(key, entry.settled.value)) entries.delete(key);
      }
      changes += 1;
    },

    clear: clearAll,
  };
}

export type EventKeptCache<K, V> = ReturnType<typeof eventKeptCache<K, V>>;
