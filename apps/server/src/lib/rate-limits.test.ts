import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/app';
import { redisServerMissing, startRedisServer, type RedisServer } from '../test/redis-server';
import { rateLimits } from './rate-limits';

describe('rateLimits', () => {
  it('refuses a name declared twice, so two budgets never count into one', () => {
    const limits = rateLimits();
    limits.limit('report', 20, 60_000);
    expect(() => limits.limit('report', 5, 60_000)).toThrow('declared twice');
  });

  it('checks without counting and answers 429 with Retry-After once spent', async () => {
    const tries = rateLimits().limit('tries', 2, 60_000);
    await tries.check('ada');
    await tries.consume('ada');
    await tries.consume('ada');
    await expect(tries.check('ada')).rejects.toMatchObject({
      statusCode: 429,
      body: { detail: 'Too many requests. Please try again in 1 minute.' },
      headers: { 'Retry-After': '60' },
    });
    await tries.check('bob');
  });
});

const missing = redisServerMissing();
if (missing) console.log(`rate-limits.test: Redis part skipped, ${missing}`);

describe.skipIf(missing)('two instances while their Redis stops and returns', () => {
  let redis: RedisServer;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    redis = await startRedisServer();
    // Two databases, one deployment's Redis keys: on PostgreSQL each app's namespace would
    // otherwise be named after its own database (test/config.ts).
    const shared = { redisUrl: redis.url, redisNamespace: `test-${randomUUID()}:` };
    [first, second] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
    // Two apps migrating their embedded databases at once on a busy 2-core machine: setup only.
  }, 90_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
  });

  /** The contact form: five messages per 15 minutes from one address. */
  const contact = async (app: FastifyInstance, address: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/contact_us/',
        remoteAddress: address,
        payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' },
      })
    ).statusCode;
  const redisIs = (app: FastifyInstance, state: 'up' | 'down') =>
    expect
      .poll(async () => (await app.inject('/api/health')).json<{ redis: string }>().redis, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(state);

  it('The rate limiter keeps counting in memory while Redis is stopped and resumes sharing when it is back (two instances)', async () => {
    // Shared: three messages through one instance and two through the other spend the budget.
    for (const app of [first, first, first, second, second]) {
      expect(await contact(app, '10.40.0.1')).toBe(200);
    }
    expect(await contact(first, '10.40.0.1')).toBe(429);
    expect(await contact(second, '10.40.0.1')).toBe(429);

    await redis.stop();
    await Promise.all([redisIs(first, 'down'), redisIs(second, 'down')]);

    // Each instance counts in its own memory, at once: the sixth from one address is refused.
    const started = Date.now();
    for (const app of [first, second]) {
      for (let n = 0; n < 5; n += 1) expect(await contact(app, '10.40.0.2')).toBe(200);
      expect(await contact(app, '10.40.0.2')).toBe(429);
    }
    expect(Date.now() - started).toBeLessThan(5000);

    await redis.start();
    await Promise.all([redisIs(first, 'up'), redisIs(second, 'up')]);

    // Shared again: Redis came back empty, so the address limited in memory starts afresh,
    // and its budget is spent across both instances.
    for (const app of [first, second, first, second, first]) {
      expect(await contact(app, '10.40.0.2')).toBe(200);
    }
    expect(await contact(second, '10.40.0.2')).toBe(429);
    expect(await contact(first, '10.40.0.2')).toBe(429);
  }, 60_000);
});
