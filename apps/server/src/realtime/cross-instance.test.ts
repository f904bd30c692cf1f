import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp } from '../test/app';
import { testConfig } from '../test/config';
import { bearer, buildPaidUser, buildUser, changePassword, login } from '../test/factories';
import { connectSocket, isMessage } from '../test/socket-client';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl || !databaseUrl) {
  console.log(
    'cross-instance.test: skipped, it needs REDIS_URL and TEST_DATABASE_URL (Redis and PostgreSQL)',
  );
}

describe.runIf(Boolean(redisUrl && databaseUrl))(
  'two instances on one database and one Redis',
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;

    beforeAll(async () => {
      first = await createTestApp({ redisUrl });
      second = await buildApp(testConfig({ databaseUrl: first.config.databaseUrl, redisUrl }), {
        logger: false,
      });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('delivers a message sent on instance A to a socket on instance B', async () => {
      const urlA = await first.listen({ port: 0, host: '127.0.0.1' });
      const urlB = await second.listen({ port: 0, host: '127.0.0.1' });
      const ada = await buildPaidUser(first);
      const bob = await buildPaidUser(first);
      const adaSocket = await connectSocket(urlA, (await login(first, ada.username)).access);
      const bobSocket = await connectSocket(urlB, (await login(second, bob.username)).access);
      adaSocket.send({ message: 'Across instances', receiver: bob.username });
      const received = await bobSocket.next(isMessage);
      expect(received.message).toMatchObject({ sender: ada.username, text: 'Across instances' });
      expect((await adaSocket.next(isMessage)).message.id).toBe(received.message.id);
    });

    it('ends sessions on instance B at once when the password changes on instance A', async () => {
      const user = await buildUser(first);
      const { access } = await login(first, user.username);
      const search = () =>
        second.inject({
          method: 'POST',
          url: '/api/search_user/',
          headers: bearer(access),
          payload: { name: 'anyone', range: 10 },
        });
      expect((await search()).statusCode).toBe(200);
      const change = await changePassword(first, access);
      expect(change.statusCode).toBe(200);
      // Redis pub/sub takes a moment to deliver; "at once" here means well within a second.
      await expect.poll(async () => (await search()).statusCode, { timeout: 1000 }).toBe(401);
    });
  },
);
