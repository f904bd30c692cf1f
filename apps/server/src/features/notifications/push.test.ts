import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, pushSubscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { buildPaidUser, login } from '../../test/factories';
import { connectSocket } from '../../test/socket-client';
import {
  app,
  pendingPushJobs,
  pushesTo,
  pushService,
  setUpPush,
  storedEndpoints,
  subscribe,
  subscribed,
  url,
} from './push.harness';

setUpPush();

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
