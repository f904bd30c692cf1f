import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { eventually } from '../../test/eventually';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { startPushService } from '../../test/push-service';
import type { User } from '../users/user';

/**
 * Issue 36: a message's receiver, its conversation's block state and the receiver's push
 * subscriptions come from memory once looked up. Each test warms the memory with a message,
 * changes what it was read from, and expects the next message to see the change.
 */
let app: FastifyInstance;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  pushService = await startPushService();
  app = await createTestApp({ pushServiceOrigins: [pushService.origin()] });
});
afterAll(async () => {
  await app.close();
  await pushService.close();
});

const send = (from: User, to: string, text = 'Hello there') =>
  app.services.chat.send(from, text, to);

/** Ada (Full Access) has written to Bob, who needs no plan to be written to. */
async function talking() {
  const ada = await buildPaidUser(app);
  const bob = await buildUser(app);
  await send(ada, bob.username);
  return { ada, bob };
}

describe('what every message looks up, kept in memory', () => {
  it('refuses the next message once the receiver blocks the conversation, and not once unblocked', async () => {
    const { ada, bob } = await talking();
    const { id } = await app.services.chat.addDialogue(bob, ada.username);
    await app.services.chat.setSpam(bob, id, true);
    await expect(send(ada, bob.username)).rejects.toMatchObject({ code: 'blocked' });
    await app.services.chat.setSpam(bob, id, false);
    await expect(send(ada, bob.username)).resolves.toBeUndefined();
  });

  it('knows the receiver by their new name only, once they change it', async () => {
    const { ada, bob } = await talking();
    const renamed = `${bob.username}x`;
    const { access } = await login(app, bob.username);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/update-user/',
      headers: bearer(access),
      payload: { username: renamed },
    });
    expect(response.statusCode).toBe(200);
    await expect(send(ada, bob.username)).rejects.toMatchObject({ code: 'unknown_user' });
    await expect(send(ada, renamed)).resolves.toBeUndefined();
  });

  it('refuses messages to a member suspended meanwhile, and takes them once reinstated', async () => {
    const { ada, bob } = await talking();
    const admin = await buildUser(app, { isAdmin: true });
    await app.services.suspensions.suspend(admin, bob.username, 'Spam');
    await expect(send(ada, bob.username)).rejects.toMatchObject({ code: 'blocked' });
    await app.services.suspensions.reinstate(admin, bob.username);
    await expect(send(ada, bob.username)).resolves.toBeUndefined();
  });

  it('knows no member whose account was deleted meanwhile', async () => {
    const { ada, bob } = await talking();
    await app.services.account.deleteAccount(bob);
    await expect(send(ada, bob.username)).rejects.toMatchObject({ code: 'unknown_user' });
  });

  it('pushes to a browser the receiver subscribed after the last message', async () => {
    const { ada, bob } = await talking();
    const { access } = await login(app, bob.username);
    const subscription = pushService.subscription();
    const response = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/',
      headers: bearer(access),
      payload: subscription,
    });
    expect(response.statusCode).toBe(201);
    await send(ada, bob.username, 'Now with a push');
    const push = await eventually(
      () => pushService.received.find((p) => subscription.endpoint.endsWith(p.path)),
      'the push',
    );
    expect(push.payload).toMatchObject({ body: 'Now with a push' });
  });
});
