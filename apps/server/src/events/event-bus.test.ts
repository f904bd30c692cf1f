import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { openDatabase } from '../db/client';
import { inTransaction } from '../db/transaction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { eventually } from '../test/eventually';
import { redisServerMissing, startRedisServer, type RedisServer } from '../test/redis-server';
import { memoryEventBus, redisEventBus, type EventBus } from './event-bus';
import type { EventMap } from './event-map';

/** A logger that keeps the errors and warnings it is given. */
function errorLog() {
  const errors: unknown[] = [];
  const warnings: unknown[] = [];
  const log = {
    error: (details: unknown) => void errors.push(details),
    warn: (details: unknown) => void warnings.push(details),
    info: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { log, errors, warnings };
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

  it('tells a writer whether the within-handlers would write for an event to these members', async () => {
    const bus = memoryEventBus();
    // Nobody handles it within: nothing to write.
    await expect(bus.writesWithin('message.stored', [1])).resolves.toBe(false);
    const asked: number[][] = [];
    bus.subscribeWithin(
      'message.stored',
      async () => {},
      async (memberIds) => {
        asked.push(memberIds);
        return memberIds.includes(2);
      },
    );
    await expect(bus.writesWithin('message.stored', [1])).resolves.toBe(false);
    await expect(bus.writesWithin('message.stored', [1, 2])).resolves.toBe(true);
    expect(asked).toEqual([[1], [1, 2]]);
    // A handler that cannot tell counts as writing.
    bus.subscribeWithin('message.stored', async () => {});
    await expect(bus.writesWithin('message.stored', [1])).resolves.toBe(true);
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

  /**
   * Two instances, A and B, where B holds a socket of member 2 and none of member 3, and B's
   * subscribers of a chat event and of an unaddressed one; `channel` is where they meet.
   */
  async function bHoldingMember2() {
    const namespace = `${randomUUID()}:`;
    const { log, warnings } = errorLog();
    const [a, b] = await Promise.all([
      redisEventBus(redis.url, log, namespace),
      redisEventBus(redis.url, log, namespace),
    ]);
    buses.push(a, b);
    b.addressTo((memberId) => memberId === 2);
    const heardOnB: unknown[] = [];
    b.subscribe('chat.typing', (payload) => void heardOnB.push(payload));
    b.subscribe('sessions.ended', (payload) => void heardOnB.push(payload));
    return { a, b, heardOnB, warnings, channel: `${namespace}partnerly:events` };
  }
  const typingTo = (userId: number) => ({ userId, username: 'ada', dialogueId: 5 });

  it('keeps an addressed event from an instance holding none of its members', async () => {
    const { a, heardOnB } = await bHoldingMember2();
    await a.publish('chat.typing', typingTo(3));
    // One channel keeps its order: once the next event has arrived, the first one would have.
    await a.publish('sessions.ended', { userId: 3 });
    await eventually(() => heardOnB.length > 0, 'the unaddressed event on B');
    expect(heardOnB).toEqual([{ userId: 3 }]);
  });

  it('delivers an addressed event to the instance holding its member, and the unaddressed to all', async () => {
    const { a, heardOnB } = await bHoldingMember2();
    await a.publish('chat.typing', typingTo(2));
    await a.publish('sessions.ended', { userId: 3 });
    await eventually(() => heardOnB.length === 2, 'both events on B');
    expect(heardOnB).toEqual([typingTo(2), { userId: 3 }]);
  });

  it('lets an instance hear its own events once, at once, and not again from Redis', async () => {
    const { a, b, heardOnB } = await bHoldingMember2();
    await b.publish('chat.typing', typingTo(2));
    await b.publish('sessions.ended', { userId: 3 });
    expect(heardOnB).toEqual([typingTo(2), { userId: 3 }]);
    // B's copies from Redis would come before A's event.
    await a.publish('sessions.ended', { userId: 4 });
    await eventually(() => heardOnB.length === 3, 'A’s event on B');
    expect(heardOnB).toEqual([typingTo(2), { userId: 3 }, { userId: 4 }]);
  });

  it('delivers the previous version’s envelopes, unaddressed (a rolling deploy)', async () => {
    const { heardOnB, channel } = await bHoldingMember2();
    const raw = new Redis(redis.url);
    try {
      await raw.publish(
        channel,
        JSON.stringify({ origin: randomUUID(), name: 'chat.typing', payload: typingTo(3) }),
      );
    } finally {
      raw.disconnect();
    }
    await eventually(() => heardOnB.length > 0, 'the old envelope on B');
    expect(heardOnB).toEqual([typingTo(3)]);
  });

  it('skips other members’ events and events nobody here hears without reading their payload', async () => {
    const { heardOnB, warnings, channel } = await bHoldingMember2();
    const unreadable = (name: string, to: string) =>
      `{"origin":"${randomUUID()}","name":"${name}",${to}"payload":{"userId":`;
    const raw = new Redis(redis.url);
    try {
      await raw.publish(channel, unreadable('chat.typing', '"to":[3,4],'));
      await raw.publish(channel, unreadable('user.changed', ''));
      // Read, as the member is held here: its warning shows the others were never parsed.
      await raw.publish(channel, unreadable('chat.typing', '"to":[3,2],'));
    } finally {
      raw.disconnect();
    }
    await eventually(() => warnings.length > 0, 'the unreadable payload’s warning');
    expect(warnings).toEqual([expect.objectContaining({ event: 'chat.typing' })]);
    expect(heardOnB).toEqual([]);
  });

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
