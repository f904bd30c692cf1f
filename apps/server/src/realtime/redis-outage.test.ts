import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { buildApp } from '../app';
import { testConfig } from '../test/config';
import { bearer, buildPaidUser, buildUser, changePassword, login } from '../test/factories';
import { redisServerMissing, startRedisServer, type RedisServer } from '../test/redis-server';
import { connectSocket, isError, isMessage } from '../test/socket-client';
import { from, health, healthSays, say } from './redis-outage.harness';

const missing = redisServerMissing();
if (missing) console.log(`redis-outage.test: skipped, ${missing}`);
describe.runIf(!missing)('one instance while its Redis stops and returns', () => {
  let redis: RedisServer;
  let app: FastifyInstance;
  let url: string;
  const logs: string[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    app = await buildApp(testConfig({ redisUrl: redis.url, logLevel: 'info' }), {
      logStream: { write: (line) => logs.push(line) },
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it('keeps signing in, limiting, chatting and checking sessions; health says 503 until it returns', async () => {
    const ada = await buildPaidUser(app);
    const bob = await buildPaidUser(app);
    const adaTokens = await login(app, ada.username);
    const bobTokens = await login(app, bob.username);
    const adaSocket = await connectSocket(url, adaTokens.access);
    const bobSocket = await connectSocket(url, bobTokens.access);
    const searcher = await buildUser(app);
    const searcherAccess = (await login(app, searcher.username)).access;
    const search = async (access: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/search_user/',
          headers: bearer(access),
          payload: { name: 'anyone', range: 10 },
        })
      ).statusCode;
    expect(await search(searcherAccess)).toBe(200);
    expect(await health(app)).toEqual({ code: 200, status: 'ok', database: 'up', redis: 'up' });

    await redis.stop();
    await healthSays(app, 'down');
    const down = await app.inject('/api/health');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'error', database: 'up', redis: 'down' });

    // Sign-in and every rate-limited route answer as usual, not 500.
    const started = Date.now();
    const tokens = await login(app, ada.username);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: tokens.refresh },
      remoteAddress: from(),
    });
    expect(refresh.statusCode).toBe(200);
    const register = await app.inject({
      method: 'POST',
      url: '/api/user/register/',
      remoteAddress: from(),
      payload: {
        username: 'outage_newbie',
        email: 'outage_newbie@example.com',
        password: 'a-good-password',
        password_conf: 'a-good-password',
        validate_code: '',
      },
    });
    expect(register.statusCode).toBe(200);
    const code = await app.inject({
      method: 'POST',
      url: '/api/CreateVCode/',
      remoteAddress: from(),
      payload: { email: 'outage_newbie@example.com' },
    });
    expect(code.statusCode).toBe(200);
    const promo = await app.inject({
      method: 'POST',
      url: '/api/check-promo/',
      headers: bearer(tokens.access),
      remoteAddress: from(),
      payload: { code: 'NO-SUCH-CODE' },
    });
    expect(promo.statusCode).toBeLessThan(500);
    // Fast: a command to a stopped Redis fails at once instead of holding the request.
    expect(Date.now() - started).toBeLessThan(5000);

    // The limits still hold, in this instance's memory: the sixth message is refused.
    const contactFrom = from();
    const contact = () =>
      app.inject({
        method: 'POST',
        url: '/api/contact_us/',
        remoteAddress: contactFrom,
        payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' },
      });
    for (let n = 0; n < 5; n += 1) expect((await contact()).statusCode).toBe(200);
    expect((await contact()).statusCode).toBe(429);

    // Chat between sockets of this instance goes on, and the sender gets no error.
    const clientId = say(adaSocket, bob.username, 'While Redis is down');
    const received = await bobSocket.next(isMessage);
    expect(received.message).toMatchObject({ sender: ada.username, text: 'While Redis is down' });
    expect((await adaSocket.next(isMessage)).message.client_id).toBe(clientId);
    expect(adaSocket.frames.filter(isError)).toEqual([]);

    // Ended sessions are noticed at once: versions are read from the database meanwhile.
    await app.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, searcher.id));
    expect(await search(searcherAccess)).toBe(401);
    const change = await changePassword(app, bobTokens.access);
    expect(change.statusCode).toBe(200);

    // One warning for the outage, not one per request.
    const warnings = (about: string) =>
      logs.filter((line) => line.includes(`Redis unreachable: ${about}`));
    expect(warnings('rate limits')).toHaveLength(1);
    expect(warnings('chat frames')).toHaveLength(1);

    await redis.start();
    await healthSays(app, 'up');
    expect(await health(app)).toEqual({ code: 200, status: 'ok', database: 'up', redis: 'up' });
    expect(logs.filter((line) => line.includes('Redis is back')).length).toBeGreaterThan(0);

    // The shared counters are back in Redis (it restarted empty).
    await contact();
    const typo = await app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: from(),
      payload: { username: ada.username, password: 'not-the-password' },
    });
    expect(typo.statusCode).toBe(400);
    const report = await app.inject({
      method: 'POST',
      url: '/api/report/',
      headers: bearer((await login(app, ada.username)).access),
      remoteAddress: from(),
      payload: { target: 'user', username: bob.username, reason: 'spam' },
    });
    expect(report.statusCode).toBe(201);
    const inspector = new Redis(redis.url);
    try {
      expect(await inspector.keys('*partnerly-rl:*')).not.toEqual([]);
      expect(await inspector.keys('*partnerly-login-fail*')).not.toEqual([]);
      expect(await inspector.keys('*partnerly-limit:*')).not.toEqual([]);
    } finally {
      inspector.disconnect();
    }
    adaSocket.close();
    bobSocket.close();
  }, 60_000);

  it('answers within seconds while Redis hangs (connected, never answering)', async () => {
    const ada = await buildPaidUser(app);
    const bob = await buildPaidUser(app);
    const adaSocket = await connectSocket(url, (await login(app, ada.username)).access);
    const bobSocket = await connectSocket(url, (await login(app, bob.username)).access);
    redis.pause();
    try {
      const started = Date.now();
      await login(app, ada.username);
      await login(app, bob.username);
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(503);
      // One command waits for its timeout (2 s); after that Redis is skipped for a while.
      expect(Date.now() - started).toBeLessThan(5000);
      say(adaSocket, bob.username, 'While Redis hangs');
      expect((await bobSocket.next(isMessage)).message.text).toBe('While Redis hangs');
    } finally {
      redis.resume();
    }
    await healthSays(app, 'up');
    adaSocket.close();
    bobSocket.close();
  }, 30_000);

  it('starts while Redis is down, serves, and joins in when it comes', async () => {
    const late = await startRedisServer();
    await late.stop();
    // Against a start without Redis measured now, on the same machine under the same load:
    // waiting for a Redis that is down may add its few seconds of patience (3 s), no more.
    let started = Date.now();
    await (await buildApp(testConfig(), { logger: false })).close();
    const withoutRedisMs = Date.now() - started;
    started = Date.now();
    const lonely = await buildApp(testConfig({ redisUrl: late.url }), { logger: false });
    try {
      expect(Date.now() - started).toBeLessThan(withoutRedisMs + 6_000);
      const user = await buildUser(lonely);
      await login(lonely, user.username);
      expect((await health(lonely)).redis).toBe('down');
      await late.start();
      await healthSays(lonely, 'up');
    } finally {
      await lonely.close();
      await late.stop();
    }
  }, 60_000);
});
