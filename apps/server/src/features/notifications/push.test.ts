import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { jobs, messages, pushSubscriptions } from '../../db/schema';
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

const subscribe = (on: FastifyInstance, access: string, payload: object) =>
  on.inject({
    method: 'POST',
    url: '/api/push/subscriptions/',
    headers: bearer(access),
    payload,
  });

async function subscribed(options: Parameters<typeof pushService.subscription>[0] = {}) {
  const user = await buildPaidUser(app);
  const { access } = await login(app, user.username);
  const subscription = pushService.subscription(options);
  expect((await subscribe(app, access, subscription)).statusCode).toBe(201);
  return { user, access, subscription };
}

const pushesTo = (endpoint: string) =>
  pushService.received.filter((push) => endpoint.endsWith(push.path)).length;

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

  it('pushes each message once to a working browser while another one keeps failing', async () => {
    const sender = await buildPaidUser(app);
    const { user, access, subscription: working } = await subscribed();
    const failing = pushService.subscription({ failing: true });
    expect((await subscribe(app, access, failing)).statusCode).toBe(201);
    await app.services.chat.send(sender, 'One message', user.username);
    // The failing browser's job is retried (after 1 s, then 2 s): the working one's is not.
    await eventually(
      () => pushService.attemptsAt(failing.endpoint) >= 3,
      'two retries of the failing push',
      15_000,
    );
    expect(pushesTo(working.endpoint)).toBe(1);
  });

  it('gives a browser subscribed after a message was stored nothing of that message', async () => {
    const sender = await buildPaidUser(app);
    const { user, subscription } = await subscribed();
    const [row] = await app.database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    await app.services.chat.send(sender, 'Before you subscribed', user.username);
    await eventually(() => pushesTo(subscription.endpoint) === 1, 'the push of the first message');
    const [stored] = await app.database.db
      .select()
      .from(messages)
      .where(eq(messages.senderId, sender.id));
    if (!stored) throw new Error('no message stored');
    // A job for this browser that was queued late (a slow event): the message is older.
    await app.services.push.pushMessage({
      receiverId: user.id,
      subscriptionId: row?.id ?? 0,
      messageId: stored.id,
      dialogueId: stored.dialogueId,
      storedAt: new Date(Date.now() - 60_000).toISOString(),
      sender: sender.username,
      text: 'Before you subscribed',
    });
    expect(pushesTo(subscription.endpoint)).toBe(1);
  });

  it('refuses at send a name that resolves to an internal address, and forgets it', async () => {
    const byName = await createTestApp({ pushServiceOrigins: [pushService.origin('localhost')] });
    try {
      const sender = await buildPaidUser(byName);
      const user = await buildPaidUser(byName);
      const { access } = await login(byName, user.username);
      const subscription = pushService.subscription({ host: 'localhost' });
      // The name is an allowed origin; only DNS tells that it is this machine.
      expect((await subscribe(byName, access, subscription)).statusCode).toBe(201);
      await byName.services.chat.send(sender, 'Hello?', user.username);
      const remaining = async () =>
        (
          await byName.database.db
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, user.id))
        ).length;
      await eventually(async () => (await remaining()) === 0, 'the refused subscription to go');
      expect(pushService.attemptsAt(subscription.endpoint)).toBe(0);
    } finally {
      await byName.close();
    }
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

  it('refuses any endpoint that is not an allowed push service, loopback and private above all', async () => {
    const production = await createTestApp();
    try {
      const user = await buildUser(production);
      const { access } = await login(production, user.username);
      const keys = pushService.subscription().keys;
      for (const endpoint of [
        'http://127.0.0.1:3000/api/admin/create-promo/',
        'https://127.0.0.1/push',
        'http://[::1]:8080/push',
        'https://[::ffff:127.0.0.1]/push',
        'http://2130706433:3000/push',
        'https://0x7f.1/push',
        'http://localhost:3000/api/admin/create-promo/',
        'https://169.254.169.254/latest/meta-data/',
        'https://10.0.0.1/push',
        'https://192.168.1.1/push',
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
        'https://fcm.googleapis.com:8443/fcm/send/abc',
        'https://user@fcm.googleapis.com/fcm/send/abc',
        'https://notify.windows.com.attacker.example/w/',
      ]) {
        const response = await subscribe(production, access, { endpoint, keys });
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json(), endpoint).toHaveProperty('endpoint');
      }
      const [stored] = await production.database.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id));
      expect(stored).toBeUndefined();
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc:def',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
        'https://web.push.apple.com/QGx1',
        'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
      ]) {
        expect((await subscribe(production, access, { endpoint, keys })).statusCode).toBe(201);
      }
    } finally {
      await production.close();
    }
  });

  it('keeps each member to their newest ten browsers', async () => {
    const user = await buildUser(app);
    const { access } = await login(app, user.username);
    const endpoints: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const subscription = pushService.subscription();
      endpoints.push(subscription.endpoint);
      expect((await subscribe(app, access, subscription)).statusCode).toBe(201);
    }
    expect((await storedEndpoints(user.id)).sort()).toEqual(endpoints.slice(1).sort());
  });

  it("never moves another member's subscription to the caller", async () => {
    const owner = await subscribed();
    const other = await buildUser(app);
    const { access } = await login(app, other.username);
    const response = await subscribe(app, access, owner.subscription);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('endpoint');
    expect(await storedEndpoints(owner.user.id)).toEqual([owner.subscription.endpoint]);
    expect(await storedEndpoints(other.id)).toEqual([]);
  });

  it('needs a login', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/',
      payload: pushService.subscription(),
    });
    expect(response.statusCode).toBe(401);
  });

  it("removes one's own subscription; another member's endpoint stays, with the same answer", async () => {
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
    expect((await remove(access)).statusCode).toBe(204);
    expect(await storedEndpoints(owner.user.id)).toEqual([owner.subscription.endpoint]);
    expect((await remove(owner.access)).statusCode).toBe(204);
    expect(await storedEndpoints(owner.user.id)).toEqual([]);
    // Gone already (as after a 410): the answer tells nothing of what the address did.
    expect((await remove(owner.access)).statusCode).toBe(204);
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
    expect(await get()).toEqual({
      email_unread: true,
      email_verification: true,
      deal_updates: true,
      read_receipts: true,
      campaign_updates: true,
      campaigns_weekly: false,
    });
    expect((await put({ email_verification: false })).json()).toEqual({
      email_unread: true,
      email_verification: false,
      deal_updates: true,
      read_receipts: true,
      campaign_updates: true,
      campaigns_weekly: false,
    });
    for (const bad of [{}, { email_unread: 'yes' }, { email_unread: 1 }]) {
      const response = await put(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('email_unread');
    }
    expect(await get()).toEqual({
      email_unread: true,
      email_verification: false,
      deal_updates: true,
      read_receipts: true,
      campaign_updates: true,
      campaigns_weekly: false,
    });
    const anonymous = await app.inject({ url: '/api/notification-settings/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
