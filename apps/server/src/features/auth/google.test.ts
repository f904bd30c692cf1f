import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { suspendedMessage } from '@partnerly/shared';
import { createTestApp } from '../../test/app';
import { bearer, buildUser } from '../../test/factories';
import { GOOGLE_TEST_CLIENT_ID, startGoogleJwks } from '../../test/google-jwks';

let app: FastifyInstance;
let google: Awaited<ReturnType<typeof startGoogleJwks>>;
const signIn = (token: string, method: 'login' | 'register') =>
  app.inject({ method: 'POST', url: '/api/auth/google/', payload: { token, method } });

beforeAll(async () => {
  google = await startGoogleJwks();
  app = await createTestApp({
    google: { clientId: GOOGLE_TEST_CLIENT_ID, jwksUrl: google.jwksUrl },
  });
});
afterAll(async () => {
  await app.close();
  await google.close();
});

describe('POST /api/auth/google/', () => {
  it('tells the client which Google client to use', async () => {
    const response = await app.inject('/api/client-config/');
    expect(response.json()).toEqual({ google_client_id: GOOGLE_TEST_CLIENT_ID });
  });

  it('registers a Google account as third-party, then logs it in', async () => {
    const token = await google.idToken({ email: 'ada.lovelace@gmail.com' });
    const registered = await signIn(token, 'register');
    expect(registered.statusCode).toBe(200);
    const me = await app.inject({
      url: '/api/UserData/',
      headers: bearer(registered.json().access),
    });
    expect(me.json()).toMatchObject({ username: 'ada.lovelace', third_party: true });

    const again = await signIn(await google.idToken({ email: 'ada.lovelace@gmail.com' }), 'login');
    expect(again.statusCode).toBe(200);
  });

  it('never gives a Google account a reserved name such as sitemap.xml', async () => {
    const token = await google.idToken({ email: 'sitemap.xml@brand.example' });
    const registered = await signIn(token, 'register');
    const me = await app.inject({
      url: '/api/UserData/',
      headers: bearer(registered.json().access),
    });
    expect(me.json()).toMatchObject({ username: 'sitemap.xml1' });
  });

  it('refuses login for an unknown Google account', async () => {
    const response = await signIn(await google.idToken({ email: 'stranger@gmail.com' }), 'login');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/Sign up first/);
  });

  it('does not take over an account that has a password', async () => {
    await buildUser(app, { email: 'haspassword@gmail.com' });
    const response = await signIn(
      await google.idToken({ email: 'haspassword@gmail.com' }),
      'register',
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses tokens for another audience, unverified e-mails and forged signatures', async () => {
    const otherAudience = await google.idToken({ email: 'x@gmail.com' }, 'someone-else');
    const unverified = await google.idToken({ email: 'y@gmail.com', email_verified: false });
    const valid = await google.idToken({ email: 'z@gmail.com' });
    const forged = `${valid.slice(0, valid.lastIndexOf('.'))}.AAAA`;
    for (const token of [otherAudience, unverified, forged]) {
      expect((await signIn(token, 'register')).statusCode).toBe(400);
    }
  });
});

describe('a suspended Google account', () => {
  it('is refused with the suspended error, and signs in again once reinstated', async () => {
    const email = 'suspended.someone@gmail.com';
    const registered = await signIn(await google.idToken({ email }), 'register');
    expect(registered.statusCode).toBe(200);
    const user = await app.services.users.findByEmail(email);
    if (!user) throw new Error('no user');
    await app.services.users.update(user.id, {
      suspendedAt: new Date(),
      suspendedReason: 'Spam',
    });

    const refused = await signIn(await google.idToken({ email }), 'login');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [suspendedMessage('Spam')] });

    await app.services.users.update(user.id, { suspendedAt: null, suspendedReason: null });
    expect((await signIn(await google.idToken({ email }), 'login')).statusCode).toBe(200);
  });
});
