import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { createTestApp } from '../../test/app';
import { testConfig } from '../../test/config';
import { buildUser, login } from '../../test/factories';

let app: FastifyInstance;
const post = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
const refresh = (token: string) => post('/api/token/refresh/', { refresh: token });

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/logout/', () => {
  it('ends the session: its refresh token is refused afterwards', async () => {
    const user = await buildUser(app);
    const session = await login(app, user.username);
    const logout = await post('/api/logout/', { refresh: session.refresh });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('also without the trailing slash, and for a token rotated earlier in the session', async () => {
    const user = await buildUser(app);
    const first = await login(app, user.username);
    const second = (await refresh(first.refresh)).json<{ refresh: string }>();
    expect((await post('/api/logout', { refresh: first.refresh })).statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  it("keeps the user's other sessions", async () => {
    const user = await buildUser(app);
    const phone = await login(app, user.username);
    const laptop = await login(app, user.username);
    await post('/api/logout/', { refresh: phone.refresh });
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('answers the same for a revoked, expired, forged or meaningless token', async () => {
    const user = await buildUser(app);
    const session = await login(app, user.username);
    await post('/api/logout/', { refresh: session.refresh });
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({
      type: 'refresh',
      user_id: user.id,
      fam: crypto.randomUUID(),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    for (const token of [session.refresh, expired, session.access, 'not-a-token']) {
      const response = await post('/api/logout/', { refresh: token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: 'Logged out.' });
    }
  });

  it('refuses a missing or malformed body with a field error', async () => {
    for (const payload of [{}, { refresh: '' }, { refresh: 42 }]) {
      const response = await post('/api/logout/', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['refresh']);
    }
  });
});
