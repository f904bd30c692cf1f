import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventKeptCache, REFRESH_GATHER_MS, REFRESH_MAX_KEYS } from './event-kept-cache';
import { testBus as bus } from './event-kept-cache.fixtures';

const TTL = 1000;

/**
 * A cache over a table the test changes, with a clock the test moves, counting single lookups
 * and keeping each bulk read's keys. `hold` makes the next bulk read wait for the test.
 */
function cacheOver(table: Map<string, number>, events = bus()) {
  const clock = { now: 0 };
  let lookups = 0;
  const bulkReads: string[][] = [];
  let hold: Promise<void> | undefined;
  let failNext = false;
  const cache = eventKeptCache<string, number | undefined>({
    events,
    load: async (key) => {
      lookups += 1;
      return table.get(key);
    },
    loadMany: async (keys) => {
      bulkReads.push(keys);
      // The read's answers are those of the moment it reached the table.
      const answers = new Map(
        keys.flatMap((key) => (table.has(key) ? [[key, table.get(key)]] : [])),
      );
      await hold;
      if (failNext) {
        failNext = false;
        throw new Error('database gone');
      }
      return answers;
    },
    ttlMs: TTL,
    maxEntries: 10_000,
    now: () => clock.now,
    random: () => 0,
  });
  return {
    cache,
    clock,
    events,
    lookups: () => lookups,
    bulkReads,
    holdNext() {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
    failNext: () => void (failNext = true),
  };
}

/** Lets the gathered entries be read, and the read's answers settle. */
const gather = () => vi.advanceTimersByTimeAsync(REFRESH_GATHER_MS);

describe('event-kept cache, refreshed in bulk ahead of expiry', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('reads the entries asked for near their end in one lookup, and keeps them true', async () => {
    const table = new Map([
      ['ada', 1],
      ['bob', 2],
    ]);
    const { cache, clock, lookups, bulkReads } = cacheOver(table);
    await cache.get('ada');
    await cache.get('bob');
    clock.now = 700;
    await cache.get('ada');
    expect(bulkReads).toEqual([]);
    table.set('ada', 10);
    table.set('bob', 20);
    clock.now = 800;
    // Still the answers as read, while the new ones are read together.
    expect(await cache.get('ada')).toBe(1);
    expect(await cache.get('bob')).toBe(2);
    await gather();
    expect(bulkReads).toEqual([['ada', 'bob']]);
    // Past the first reads' end, and still nothing looked up one at a time.
    clock.now = 1500;
    expect(await cache.get('ada')).toBe(10);
    expect(await cache.get('bob')).toBe(20);
    expect(lookups()).toBe(2);
  });

  it('never keeps an answer longer than its time to live, counted from its read', async () => {
    const table = new Map([['ada', 1]]);
    const { cache, clock, lookups } = cacheOver(table);
    await cache.get('ada');
    clock.now = 800;
    await cache.get('ada');
    await gather();
    table.set('ada', 2);
    // Read again at 800: its life ends at 1800 whatever the gathering took.
    clock.now = 1799;
    expect(await cache.get('ada')).toBe(1);
    clock.now = 1800;
    expect(await cache.get('ada')).toBe(2);
    expect(lookups()).toBe(2);
  });

  it('lets an entry nobody asks for near its end expire, and looks it up when asked again', async () => {
    const table = new Map([['ada', 1]]);
    const { cache, clock, lookups, bulkReads } = cacheOver(table);
    await cache.get('ada');
    clock.now = 1200;
    await gather();
    expect(await cache.get('ada')).toBe(1);
    expect(bulkReads).toEqual([]);
    expect(lookups()).toBe(2);
  });

  it('drops an entry the bulk read no longer finds', async () => {
    const table = new Map([['ada', 1]]);
    const { cache, clock, lookups } = cacheOver(table);
    await cache.get('ada');
    clock.now = 800;
    await cache.get('ada');
    table.delete('ada');
    await gather();
    expect(await cache.get('ada')).toBeUndefined();
    expect(lookups()).toBe(2);
  });

  it('keeps no answer of a bulk read during which a change was announced', async () => {
    // The read may have reached the table before the change: trusting it would undo the
    // announcement for up to a whole time to live.
    const table = new Map([
      ['ada', 1],
      ['bob', 2],
    ]);
    const { cache, clock, lookups, holdNext } = cacheOver(table);
    await cache.get('ada');
    await cache.get('bob');
    clock.now = 800;
    await cache.get('ada');
    await cache.get('bob');
    const release = holdNext();
    await gather();
    table.set('ada', 10);
    cache.forget('ada');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get('ada')).toBe(10);
    expect(lookups()).toBe(3);
    // Bob's entry was not replaced either: it ends as first read, then is looked up.
    clock.now = 1000;
    expect(await cache.get('bob')).toBe(2);
    expect(lookups()).toBe(4);
  });

  it('keeps no answer of a bulk read that spans a lost connection to the bus', async () => {
    const table = new Map([['ada', 1]]);
    const { cache, clock, lookups, holdNext, events } = cacheOver(table);
    await cache.get('ada');
    clock.now = 800;
    await cache.get('ada');
    const release = holdNext();
    await gather();
    events.set(false);
    events.set(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    table.set('ada', 2);
    expect(await cache.get('ada')).toBe(2);
    expect(lookups()).toBe(2);
  });

  it('leaves the entries of a failed bulk read to end and be looked up one at a time', async () => {
    const table = new Map([['ada', 1]]);
    const { cache, clock, lookups, failNext } = cacheOver(table);
    await cache.get('ada');
    clock.now = 800;
    await cache.get('ada');
    failNext();
    await gather();
    expect(await cache.get('ada')).toBe(1);
    table.set('ada', 2);
    clock.now = 1000;
    expect(await cache.get('ada')).toBe(2);
    expect(lookups()).toBe(2);
  });

  it('reads many entries due in chunks of a bounded size', async () => {
    const keys = Array.from({ length: REFRESH_MAX_KEYS + 5 }, (_, i) => `member${i}`);
    const table = new Map(keys.map((key, i) => [key, i]));
    const { cache, clock, bulkReads } = cacheOver(table);
    for (const key of keys) await cache.get(key);
    clock.now = 800;
    for (const key of keys) await cache.get(key);
    await gather();
    expect(bulkReads.map((read) => read.length)).toEqual([REFRESH_MAX_KEYS, 5]);
  });
});
