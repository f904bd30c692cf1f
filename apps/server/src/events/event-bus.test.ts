import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../db/client';
import { inTransaction } from '../db/transaction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { eventually } from '../test/eventually';
import { redisServerMissing, startRedisServer, type RedisServer } from '../test/redis-server';
import { memoryEventBus, redisEventBus, type EventBus } from './event-bus';
import type { EventMap } from './event-map';

/** A logger that keeps the errors it is given. */
function errorLog() {
  const errors: unknown[] = [];
  const log = {
    error: (details: unknown) => void errors.push(details),
    warn: () => undefined,
    info: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const read: EventMap['dialogue.read'] = { userId: 7, dialogueId: 3 };

describe('the in-process event bus', () => {
  it('hands each event to every subscriber of its name, and only to them', async () => {
    const bus = memoryEventBus();
    const heard: unknown[] = [];
    bus.subscribe('dialogue.read', (payload) => void heard.push(['a', payload]));
    bus.subscribe('dialogue.read', (payload) => void heard.push(['b', payload]));
    bus.subscribe('sessions.ended', (payload) => void heard.push(['other', payload]));
    expect(await bus.publish('dialogue.read', read)).toBe(true);
    expect(heard).toEqual([
      ['a', read],
      ['b', read],
    ]);
  });

  it('keeps a failing subscriber from the publisher and from the other subscribers', async () => {
    const { log, errors } = errorLog();
    const bus = memoryEventBus(log);
    const heard: unknown[] = [];
    bus.subscribe('dialogue.read', () => {
      throw new Error('thrown');
    });
    bus.subscribe('dialogue.read', async () => {
      throw new Error('rejected');
    });
    bus.subscribe('dialogue.read', (payload) => void heard.push(payload));
    await expect(bus.publish('dialogue.read', read)).resolves.toBe(true);
    expect(heard).toEqual([read]);
    await eventually(() => errors.length === 2, 'both failures logged');
  });
});

const missing = redisServerMissing();
if (missing) console.log(`event-bus.test: Redis part skipped, ${missing}`);

describe.skipIf(missing)('the event bus across instances through Redis', () => {
  let redis: RedisServer;
  const buses: EventBus[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await redis.stop();
  });

  it('delivers an event once on the publishing instance and once on every other', async () => {
    const namespace = `${randomUUID()}:`;
    const { log } = errorLog();
    const [a, b] = await Promise.all([
      redisEventBus(redis.url, log, namespace),
      redisEventBus(redis.url, log, namespace),
    ]);
    buses.push(a, b);
    const heardOnA: unknown[] = [];
    const heardOnB: unknown[] = [];
    a.subscribe('sessions.ended', (payload) => void heardOnA.push(payload));
    b.subscribe('sessions.ended', (payload) => void heardOnB.push(payload));

    const ended = { userId: 42, keepSession: 'family-1' };
    expect(await a.publish('sessions.ended', ended)).toBe(true);
    await eventually(() => heardOnB.length === 1, 'the event on the other instance');
    // Give a stray second copy time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardOnA).toEqual([ended]);
    expect(heardOnB).toEqual([ended]);
  });

  it('runs within-handlers in the writer’s transaction on its instance, and tells everyone after the commit', async () => {
    const namespace = `${randomUUID()}:`;
    const { log } = errorLog();
    const [a, b] = await Promise.all([
      redisEventBus(redis.url, log, namespace),
      redisEventBus(redis.url, log, namespace),
    ]);
    buses.push(a, b);
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      const heard: string[] = [];
      for (const [name, bus] of [
        ['a', a],
        ['b', b],
      ] as const) {
        bus.subscribe('user.suspended', ({ userId }) => void heard.push(`${name} heard ${userId}`));
        bus.subscribeWithin('user.suspended', async ({ userId }, tx) => {
          await tx.execute(sql`select 1`);
          heard.push(`${name} within ${userId}`);
        });
      }
      await inTransaction(database.db, async (tx) => {
        await a.publishWithin(tx, 'user.suspended', { userId: 7 });
        // Nobody hears it before the commit.
        expect(heard).toEqual(['a within 7']);
      });
      await eventually(() => heard.includes('b heard 7'), 'the event on the other instance');

      // Rolled back: the within-handler ran, but nobody hears of a write that never happened.
      await expect(
        inTransaction(database.db, async (tx) => {
          await a.publishWithin(tx, 'user.suspended', { userId: 8 });
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.sort()).toEqual(['a heard 7', 'a within 7', 'a within 8', 'b heard 7']);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('keeps instances of different namespaces apart', async () => {
    const { log } = errorLog();
    const [a, c] = await Promise.all([
      redisEventBus(redis.url, log, `${randomUUID()}:`),
      redisEventBus(redis.url, log, `${randomUUID()}:`),
    ]);
    buses.push(a, c);
    const heardOnC: unknown[] = [];
    c.subscribe('dialogue.read', (payload) => void heardOnC.push(payload));
    await a.publish('dialogue.read', read);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardOnC).toEqual([]);
  });
});
