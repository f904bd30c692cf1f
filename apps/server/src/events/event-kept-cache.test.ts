import { describe, expect, it } from 'vitest';
import { eventKeptCache, SOLE_WRITER_TTL_MS } from './event-kept-cache';
import { testBus as bus } from './event-kept-cache.fixtures';

/** A cache over a table the test changes, counting lookups. */
function cacheOver(
  table: Map<string, number>,
  events = bus(),
  clock = { now: 0 },
  random = () => 0,
) {
  let lookups = 0;
  const cache = eventKeptCache<string, number | undefined>({
    events,
    load: async (key) => {
      lookups += 1;
      return table.get(key);
    },
    ttlMs: 1000,
    maxEntries: 2,
    now: () => clock.now,
    random,
  });
  return { cache, lookups: () => lookups, events, clock };
}

describe('event-kept cache', () => {
  it('answers from memory until forgotten, then looks up again', async () => {
    const table = new Map([['ada', 1]]);
    const { cache, lookups } = cacheOver(table);
    expect(await cache.get('ada')).toBe(1);
    table.set('ada', 2);
    expect(await cache.get('ada')).toBe(1);
    expect(lookups()).toBe(1);
    cache.forget('ada');
    expect(await cache.get('ada')).toBe(2);
    expect(lookups()).toBe(2);
  });

  it('never keeps a miss', async () => {
    const table = new Map<string, number>();
    const { cache, lookups } = cacheOver(table);
    expect(await cache.get('bob')).toBeUndefined();
    table.set('bob', 7);
    expect(await cache.get('bob')).toBe(7);
    expect(lookups()).toBe(2);
  });

  it('looks up again once an entry is older than its time to live', async () => {
    const table = new Map([['ada', 1]]);
    const { cache, clock, lookups } = cacheOver(table);
    await cache.get('ada');
    clock.now = 999;
    await cache.get('ada');
    clock.now = 1001;
    await cache.get('ada');
    expect(lookups()).toBe(2);
  });

  it('spreads the expiry of entries looked up together over the second half of their life', async () => {
    // A thousand members who connected at once were all looked up again in the same second.
    const table = new Map([
      ['ada', 1],
      ['bob', 2],
    ]);
    const draws = [0, 0.9];
    const { cache, clock, lookups } = cacheOver(table, bus(), { now: 0 }, () => draws.shift() ?? 0);
    await cache.get('ada');
    await cache.get('bob');
    clock.now = 499;
    await Promise.all([cache.get('ada'), cache.get('bob')]);
    expect(lookups()).toBe(2);
    clock.now = 600;
    await Promise.all([cache.get('ada'), cache.get('bob')]);
    expect(lookups()).toBe(3);
    clock.now = 1001;
    await Promise.all([cache.get('ada'), cache.get('bob')]);
    expect(lookups()).toBe(4);
  });

  it('keeps entries for SOLE_WRITER_TTL_MS where this process alone writes the database', async () => {
    const table = new Map([['ada', 1]]);
    const { cache, clock, lookups } = cacheOver(table, bus({ soleWriter: true }));
    await cache.get('ada');
    clock.now = SOLE_WRITER_TTL_MS - 1;
    await cache.get('ada');
    expect(lookups()).toBe(1);
    clock.now = SOLE_WRITER_TTL_MS + 1;
    await cache.get('ada');
    expect(lookups()).toBe(2);
  });

  it('forgets by value, and drops a lookup still under way', async () => {
    const table = new Map([
      ['ada', 1],
      ['bob', 2],
    ]);
    const { cache, lookups } = cacheOver(table);
    await cache.get('ada');
    await cache.get('bob');
    const pending = cache.get('ada'); // answered from memory
    cache.forgetWhere((_key, value) => value === 1);
    await pending;
    await cache.get('ada');
    await cache.get('bob');
    expect(lookups()).toBe(3);
  });

  it('keeps nothing while the bus is away, and drops all when it comes and goes', async () => {
    const table = new Map([['ada', 1]]);
    const { cache, events, lookups } = cacheOver(table);
    await cache.get('ada');
    events.set(false);
    await cache.get('ada');
    await cache.get('ada');
    expect(lookups()).toBe(3);
    events.set(true);
    await cache.get('ada');
    await cache.get('ada');
    expect(lookups()).toBe(4);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const table = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    const { cache, lookups } = cacheOver(table);
    for (const key of ['a', 'b', 'c', 'c', 'b', 'a']) await cache.get(key);
    expect(lookups()).toBe(4);
  });
});
