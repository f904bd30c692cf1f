import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { startTwoInstances } from '../../test/app';
import { eventually } from '../../test/eventually';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { startPushService } from '../../test/push-service';

const redisUrl = process.env.REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!redisUrl || !databaseUrl) {
  console.log('chat-caches.cross-instance.test: skipped, it needs REDIS_URL and TEST_DATABASE_URL');
}

/**
 * Issue 36's caches on two instances: a change made through one instance reaches what the
 * other remembered (its next message sees it).
 */
describe.runIf(Boolean(redisUrl && databaseUrl))(
  'what every message looks up, on two instances on one database and one Redis',
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    let pushService: Awaited<ReturnType<typeof startPushService>>;

    beforeAll(async () => {
      pushService = await startPushService();
      ({ first, second } = await startTwoInstances({
        redisUrl,
        pushServiceOrigins: [pushService.origin()],
      }));
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await first?.close();
      await pushService?.close();
    });

    /** Ada writes to Bob through the second instance, which now remembers both. */
    async function talking() {
      const ada = await buildPaidUser(first);
      const bob = await buildUser(first);
      await second.services.chat.send(ada, 'Hello', bob.username);
      return { ada, bob };
    }
    const refusal = (check: () => Promise<void>) =>
      eventually(
        () =>
          check().then(
            () => undefined,
            (error: { code?: string }) => error.code,
          ),
        'a refusal',
      );

    it('refuses the next message on the other instance once the receiver blocks', async () => {
      const { ada, bob } = await talking();
      const { id } = await first.services.chat.addDialogue(bob, ada.username);
      await first.services.chat.setSpam(bob, id, true);
      expect(
        await refusal(() => second.services.chat.send(ada, 'Still there?', bob.username)),
      ).toBe('blocked');
    });

    it('knows the receiver by their new name only, once they change it on the other instance', async () => {
      const { ada, bob } = await talking();
      const { access } = await login(first, bob.username);
      const renamed = `${bob.username}x`;
      const response = await first.inject({
        method: 'PUT',
        url: '/api/update-user/',
        headers: bearer(access),
        payload: { username: renamed },
      });
      expect(response.statusCode).toBe(200);
      expect(await refusal(() => second.services.chat.send(ada, 'Hi', bob.username))).toBe(
        'unknown_user',
      );
      await second.services.chat.send(ada, 'Hi again', renamed);
    });

    it('queues a push for a browser subscribed on the other instance', async () => {
      const { ada, bob } = await talking();
      const { access } = await login(first, bob.username);
      const response = await first.inject({
        method: 'POST',
        url: '/api/push/subscriptions/',
        headers: bearer(access),
        payload: pushService.subscription(),
      });
      expect(response.statusCode).toBe(201);
      const pushesQueued = async () =>
        (
          await first.database.db
            .select({ id: jobs.id })
            .from(jobs)
            .where(
              and(
                eq(jobs.name, 'notifications.push-message'),
                sql`(${jobs.payload}->>'receiverId')::int = ${bob.id}`,
              ),
            )
        ).length;
      await eventually(async () => {
        await second.services.chat.send(ada, 'Anyone?', bob.username);
        return (await pushesQueued()) > 0 || undefined;
      }, 'a push queued by the other instance');
    });

    it('sends live frames to a member whose plan began on the other instance (decision 124)', async () => {
      const explorer = await buildUser(first);
      const received: unknown[] = [];
      const hub = {
        send: (_userId: number, frame: unknown) => void received.push(frame),
        close: () => undefined,
        isOnline: (userId: number) => userId === explorer.id,
      };
      const typing = { typing: { username: 'someone', dialogue: 1 } };
      await second.services.chatAudience(hub, explorer.id, 1, typing);
      expect(received).toEqual([]);
      await first.services.billing.completeTestCheckout(explorer);
      await eventually(async () => {
        await second.services.chatAudience(hub, explorer.id, 1, typing);
        return received.length > 0 || undefined;
      }, 'a frame on the other instance');
    });
  },
);
