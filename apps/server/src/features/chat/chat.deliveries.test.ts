import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { untilReady } from '../../lib/redis';
import { redisServerMissing, startRedisServer, type RedisServer } from '../../test/redis-server';
import { pushedMessages } from './chat.deliveries';

const missing = redisServerMissing();
if (missing) console.log(`chat.deliveries.test: the Redis part skipped, ${missing}`);

describe('which messages are known to have been pushed everywhere', () => {
  it('knows a message by its id and client id, and nothing without a client id', async () => {
    const pushed = pushedMessages();
    await pushed.remember({ id: 1, clientId: 'first-client-id' });
    await pushed.remember({ id: 2, clientId: null });
    expect(await pushed.has({ id: 1, clientId: 'first-client-id' })).toBe(true);
    expect(await pushed.has({ id: 1, clientId: 'another-client-id' })).toBe(false);
    expect(await pushed.has({ id: 2, clientId: null })).toBe(false);
  });

  it('keeps at least the latest 10,000 in memory and forgets older ones', async () => {
    const pushed = pushedMessages();
    const message = (id: number) => ({ id, clientId: `client-${id}` });
    for (let id = 1; id <= 25_000; id += 1) await pushed.remember(message(id));
    expect(await pushed.has(message(25_000))).toBe(true);
    expect(await pushed.has(message(15_001))).toBe(true);
    expect(await pushed.has(message(1))).toBe(false);
    expect(await pushed.has(message(10_000))).toBe(false);
  });

  describe.runIf(!missing)('through Redis', () => {
    let server: RedisServer;
    let first: Redis;
    let second: Redis;

    beforeAll(async () => {
      server = await startRedisServer();
      first = new Redis(server.url);
      second = new Redis(server.url);
      await Promise.all([untilReady(first, 5000), untilReady(second, 5000)]);
    }, 20_000);
    afterAll(async () => {
      first?.disconnect();
      second?.disconnect();
      await server?.stop();
    });

    it('tells another instance, but not one on another database that reuses the id', async () => {
      await pushedMessages(first).remember({ id: 7, clientId: 'resent-client-id' });
      const elsewhere = pushedMessages(second);
      expect(await elsewhere.has({ id: 7, clientId: 'resent-client-id' })).toBe(true);
      // Same Redis, another database (a test run, a restored backup): message 7 is another one.
      expect(await elsewhere.has({ id: 7, clientId: 'other-database-client-id' })).toBe(false);
    });
  });
});
