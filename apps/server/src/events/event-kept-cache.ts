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
  ttlMs,
  maxEntries,
  now = () => Date.now(),
  random = Math.random,
}: {
  events: Pick<EventBus, 'isConnected' | 'onConnectionChange' | 'soleWriter'>;
  load: (key: K) => Promise<V>;
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** Where in the spread each entry's life ends (0 to 1; tests fix it). */
  random?: () => number;
}) {
  const entries = new Map<K, Entry<V>>();
  events.onConnectionChange(() => entries.clear());
  const fullLife = events.soleWriter ? Math.max(ttlMs, SOLE_WRITER_TTL_MS) : ttlMs;

  function put(key: K, lookup: (key: K) => Promise<V>): Entry<V> {
    const life = fullLife * (1 - TTL_SPREAD * random());
    const entry: Entry<V> = { value: lookup(key), expiresAt: now() + life };
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
        entries.clear();
        return lookup(key);
      }
      const known = entries.get(key);
      return (known && known.expiresAt > now() ? known : put(key, lookup)).value;
    },

    forget(key: K): void {
      entries.delete(key);
    },

    /**
     * Drops the entries whose key or settled value matches, and every lookup still under way
     * (its answer may predate the change being announced).
     */
    forgetWhere(matches: (key: K, value: V) => boolean): void {
      for (const [key, entry] of entries) {
        if (!entry.settled || matches(key, entry.settled.value)) entries.delete(key);
      }
    },

    clear(): void {
      entries.clear();
    },
  };
}

export type EventKeptCache<K, V> = ReturnType<typeof eventKeptCache<K, V>>;
