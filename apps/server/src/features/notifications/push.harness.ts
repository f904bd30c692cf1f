/** The web push tests' shared set-up: a listening app, a push service stand-in, subscribed members. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { jobs, pushSubscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { startPushService } from '../../test/push-service';

export let app: FastifyInstance;
export let url: string;
export let pushService: Awaited<ReturnType<typeof startPushService>>;

/** One app for the test file calling it, pushing to the stand-in. */
export function setUpPush() {
  beforeAll(async () => {
    pushService = await startPushService();
    app = await createTestApp({
      unreadEmailDelaySeconds: 3,
      pushServiceOrigins: [pushService.origin()],
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await pushService.close();
  });
}

export const storedEndpoints = async (userId: number) =>
  (
    await app.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).map((row) => row.endpoint);

export const pendingPushJobs = async () =>
  (
    await app.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, 'notifications.push-message'),
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
        ),
      )
  ).length;

export const subscribe = (on: FastifyInstance, access: string, payload: object) =>
  on.inject({
    method: 'POST',
    url: '/api/push/subscriptions/',
    headers: bearer(access),
    payload,
  });

export async function subscribed(options: Parameters<typeof pushService.subscription>[0] = {}) {
  const user = await buildPaidUser(app);
  const { access } = await login(app, user.username);
  const subscription = pushService.subscription(options);
  expect((await subscribe(app, access, subscription)).statusCode).toBe(201);
  return { user, access, subscription };
}

export const pushesTo = (endpoint: string) =>
  pushService.received.filter((push) => endpoint.endsWith(push.path)).length;
