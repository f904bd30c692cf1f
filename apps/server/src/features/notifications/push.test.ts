import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { jobs, pushSubscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { startPushService } from '../../test/push-service';
import { connectSocket } from '../../test/socket-client';

let app: FastifyInstance;
let url: string;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  pushService = await startPushService();
  app = await createTestApp({ unreadEmailDelaySeconds: 3 });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await pushService.close();
});

const storedEndpoints = async (userId: number) =>
  (
    await app.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).map((row) => row.endpoint);

const pendingPushJobs = async () =>
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

async function subscribed(options: { gone?: boolean } = {}) {
  const user = await buildPaidUser(app);
  const { access } = await login(app, user.username);
  const subscription = pushService.subscription(options);
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions/',
    headers: bearer(access),
    payload: subscription,
  });
  expect(response.statusCode).toBe(201);
  return { user, access, subscription };
}

describe('web push', () => {
  it('pushes a new message to a receiver with no open socket, encrypted for their browser', async () => {
    const sender = await buildPaidUser(app);
    const { user, subscription } = await subscribed();
    await app.services.chat.send(sender, 'Loved your last video\nCan we talk?', user.username);
    const push = await eventually(
      () => pushService.received.find((p) => subscription.endpoint.endsWith(p.path)),
      'the push',
    );
    expect(push.payload).toEqual({
      title: sender.username,
      body: 'Loved your last video',
      url: `/chats?with=${sender.username}`,
      tag: expect.stringMatching(/^dialogue-\d+$/),
    });
    // VAPID (RFC 8292): signed for the push service's origin with our public key.
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${app.config.vapid.publicKey}$`),
    );
    expect(push.headers['content-encoding']).toBe('aes128gcm');
  });

  it('does not push while the receiver has a socket open', async () => {
    const sender = await buildPaidUser(app);
    const online = await subscribed();
    const socket = await connectSocket(url, online.access);
    const offline = await subscribed();
    await eventually(() => app.services.presence.isOnline(online.user.id), 'presence');
    await app.services.chat.send(sender, 'Are you there?', online.user.username);
    await app.services.chat.send(sender, 'Are you there?', offline.user.username);
    await eventually(
      () => pushService.received.find((p) => offline.subscription.endpoint.endsWith(p.path)),
      'the offline push',
    );
    // Both jobs were queued together; the online one has had its run by now.
    await eventually(async () => (await pendingPushJobs()) === 0, 'the push jobs to finish');
    expect(pushService.received.some((p) => online.subscription.endpoint.endsWith(p.path))).toBe(
      false,
    );
    socket.close();
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const sender = await buildPaidUser(app);
    const { user, subscription } = await subscribed({ gone: true });
    expect(await storedEndpoints(user.id)).toEqual([subscription.endpoint]);
    await app.services.chat.send(sender, 'Hello?', user.username);
    await eventually(async () => (await storedEndpoints(user.id)).length === 0, 'the removal');
  });
});

describe('push subscriptions API', () => {
  it('gives the VAPID public key to anyone', async () => {
    const response = await app.inject({ url: '/api/push/key/' });
    expect(response.json()).toEqual({ public_key: app.config.vapid.publicKey });
  });

  it('refuses a bad subscription with field errors and stores nothing', async () => {
    const user = await buildUser(app);
    const { access } = await login(app, user.username);
    for (const payload of [
      {},
      { endpoint: 'javascript:alert(1)', keys: { p256dh: 'a', auth: 'b' } },
      { endpoint: 'https://push.example/1', keys: { p256dh: 'not base64!', auth: 'b' } },
      { endpoint: `https://push.example/${'a'.repeat(1000)}`, keys: { p256dh: 'a', auth: 'b' } },
      { endpoint: 'https://push.example/\u0000', keys: { p256dh: 'a', auth: 'b' } },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions/',
        headers: bearer(access),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<Record<string, unknown>>()).length).toBeGreaterThan(0);
    }
    expect(await storedEndpoints(user.id)).toEqual([]);
  });

  it('needs a login', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/',
      payload: pushService.subscription(),
    });
    expect(response.statusCode).toBe(401);
  });

  it("removes one's own subscription; another member's endpoint is a 404 and stays", async () => {
    const owner = await subscribed();
    const other = await buildUser(app);
    const { access } = await login(app, other.username);
    const remove = (token: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions/',
        headers: bearer(token),
        payload: { endpoint: owner.subscription.endpoint },
      });
    expect((await remove(access)).statusCode).toBe(404);
    expect(await storedEndpoints(owner.user.id)).toEqual([owner.subscription.endpoint]);
    expect((await remove(owner.access)).statusCode).toBe(204);
    expect(await storedEndpoints(owner.user.id)).toEqual([]);
  });
});

describe('notification settings API', () => {
  it('answers the defaults, changes either field, and refuses bad input', async () => {
    const user = await buildUser(app);
    const { access } = await login(app, user.username);
    const put = (payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/notification-settings/',
        headers: bearer(access),
        payload: payload as object,
      });
    const get = () =>
      app
        .inject({ url: '/api/notification-settings/', headers: bearer(access) })
        .then((r) => r.json());
    expect(await get()).toEqual({ email_unread: true, email_verification: true });
    expect((await put({ email_verification: false })).json()).toEqual({
      email_unread: true,
      email_verification: false,
    });
    for (const bad of [{}, { email_unread: 'yes' }, { email_unread: 1 }]) {
      const response = await put(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('email_unread');
    }
    expect(await get()).toEqual({ email_unread: true, email_verification: false });
    const anonymous = await app.inject({ url: '/api/notification-settings/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
