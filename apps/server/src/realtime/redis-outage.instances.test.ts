import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp } from '../test/app';
import { testConfig } from '../test/config';
import { buildPaidUser, login } from '../test/factories';
import { redisServerMissing, startRedisServer, type RedisServer } from '../test/redis-server';
import { connectSocket, isError, isMessage } from '../test/socket-client';
import { healthSays, say } from './redis-outage.harness';

const missing = redisServerMissing();
if (missing) console.log(`redis-outage.instances.test: skipped, ${missing}`);
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log('redis-outage.instances.test: skipped, it needs TEST_DATABASE_URL');
}

describe.runIf(!missing && Boolean(databaseUrl))(
  'two instances while Redis stops and returns',
  () => {
    let redis: RedisServer;
    let first: FastifyInstance;
    let firstClosed = false;
    let second: FastifyInstance;
    let replacement: FastifyInstance | undefined;

    beforeAll(async () => {
      redis = await startRedisServer();
      // The second holds the test database (dropped when it closes); the first may die early.
      second = await createTestApp({ redisUrl: redis.url });
      first = await buildApp(
        testConfig({ databaseUrl: second.config.databaseUrl, redisUrl: redis.url }),
        { logger: false },
      );
    }, 30_000);
    afterAll(async () => {
      await replacement?.close();
      if (!firstClosed) await first?.close();
      await second?.close();
      await redis?.stop();
    });

    it('delivers what was stored meanwhile once Redis returns, or when the sender resends it', async () => {
      const urlA = await first.listen({ port: 0, host: '127.0.0.1' });
      const urlB = await second.listen({ port: 0, host: '127.0.0.1' });
      const ada = await buildPaidUser(second);
      const bob = await buildPaidUser(second);
      const cat = await buildPaidUser(second);
      const adaAccess = (await login(first, ada.username)).access;
      const adaSocket = await connectSocket(urlA, adaAccess);
      const catSocket = await connectSocket(urlA, (await login(first, cat.username)).access);
      const bobSocket = await connectSocket(urlB, (await login(second, bob.username)).access);

      await redis.stop();
      await healthSays(first, 'down');
      await healthSays(second, 'down');
      expect((await first.inject('/api/health')).statusCode).toBe(503);
      await login(second, bob.username);

      // Same instance: delivered at once. Other instance: stored and confirmed, pushed later.
      say(adaSocket, cat.username, 'Next door');
      expect((await catSocket.next(isMessage)).message.text).toBe('Next door');
      const awayId = say(adaSocket, bob.username, 'Across, while Redis is down');
      await adaSocket.next(
        (frame): frame is Extract<typeof frame, { message: unknown }> =>
          isMessage(frame) && frame.message.client_id === awayId,
      );
      expect(adaSocket.frames.filter(isError)).toEqual([]);
      expect(bobSocket.frames.filter(isMessage)).toEqual([]);

      await redis.start();
      await healthSays(first, 'up');
      await healthSays(second, 'up');
      const arrived = await bobSocket.next(isMessage);
      expect(arrived.message.text).toBe('Across, while Redis is down');

      // Cross-instance delivery is live again.
      say(adaSocket, bob.username, 'Across, after');
      await expect
        .poll(() => bobSocket.frames.filter(isMessage).map((frame) => frame.message.text), {
          timeout: 5000,
        })
        .toContain('Across, after');

      // An instance that died with its outbox: the sender's resend reaches the receiver.
      await redis.stop();
      await healthSays(first, 'down');
      const lostId = say(adaSocket, bob.username, 'Lost with its instance');
      await adaSocket.next(
        (frame): frame is Extract<typeof frame, { message: unknown }> =>
          isMessage(frame) && frame.message.client_id === lostId,
      );
      await first.close();
      firstClosed = true;
      await redis.start();
      await healthSays(second, 'up');
      replacement = await buildApp(
        testConfig({ databaseUrl: second.config.databaseUrl, redisUrl: redis.url }),
        { logger: false },
      );
      const urlC = await replacement.listen({ port: 0, host: '127.0.0.1' });
      const again = await connectSocket(urlC, adaAccess);
      say(again, bob.username, 'Lost with its instance', lostId);
      await expect
        .poll(() => bobSocket.frames.filter(isMessage).map((frame) => frame.message.text), {
          timeout: 5000,
        })
        .toContain('Lost with its instance');
      // Stored once however often it was sent.
      const history = await connectSocket(urlB, (await login(second, bob.username)).access);
      history.send({ more_messages: true, other_user: ada.username, message_count: 0 });
      const page = await history.next(
        (frame): frame is Extract<typeof frame, { more_messages: unknown }> =>
          'more_messages' in frame,
      );
      expect(page.more_messages.map((message) => message.text)).toEqual([
        'Across, while Redis is down',
        'Across, after',
        'Lost with its instance',
      ]);
      for (const socket of [again, history, bobSocket, catSocket]) socket.close();
    }, 90_000);
  },
);
