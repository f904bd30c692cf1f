import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildUser, login } from '../../test/factories';
import {
  app,
  pushService,
  setUpPush,
  storedEndpoints,
  subscribe,
  subscribed,
} from './push.harness';

setUpPush();

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
