import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { buildPaidUser, login } from '../../test/factories';
import { connectSocket } from '../../test/socket-client';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const DELAY_SECONDS = 3;

describe.runIf(Boolean(redisUrl && databaseUrl))(
  'unread-message e-mail with two instances on one database',
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    let sink: SmtpSink;

    beforeAll(async () => {
      sink = await startSmtpSink();
      const settings = { redisUrl, smtpUrl: sink.url, unreadEmailDelaySeconds: DELAY_SECONDS };
      first = await createTestApp(settings);
      second = await buildApp(testConfig({ ...settings, databaseUrl: first.config.databaseUrl }), {
        logger: false,
      });
      await first.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await sink?.close();
    });

    it("holds the mail while the receiver's socket is open on the other instance, then sends it once", async () => {
      const urlB = await second.listen({ port: 0, host: '127.0.0.1' });
      const ada = await buildPaidUser(first);
      const bob = await buildPaidUser(first);
      const bobSocket = await connectSocket(urlB, (await login(second, bob.username)).access);
      await expect.poll(() => first.services.presence.isOnline(bob.id)).toBe(true);

      await first.services.chat.send(ada, 'Seen on the other instance?', bob.username);
      // Both instances sweep every second: two delays pass without a mail.
      await new Promise((resolve) => setTimeout(resolve, 2 * DELAY_SECONDS * 1000));
      expect(sink.mails.filter((mail) => mail.to.includes(bob.email))).toHaveLength(0);

      bobSocket.close();
      await sink.lastTo(bob.email, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(sink.mails.filter((mail) => mail.to.includes(bob.email))).toHaveLength(1);
    }, 30_000);
  },
);
