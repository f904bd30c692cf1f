import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const mark = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/onboarding/', headers, payload });
const onboardingOf = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/api/UserData/', headers })).json().onboarding;

async function signedIn(paid = true) {
  const user = paid ? await buildPaidUser(app) : await buildUser(app);
  return { user, headers: bearer((await login(app, user.username)).access) };
}

describe('POST /api/onboarding/', () => {
  it('starts with no marks and keeps each one set, in a new session too', async () => {
    const { user, headers } = await signedIn();
    expect(await onboardingOf(headers)).toEqual({ link_copied: false, dismissed: false });

    const copied = await mark(headers, { step: 'link_copied' });
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toEqual({ link_copied: true, dismissed: false });
    expect((await mark(headers, { step: 'dismissed' })).json()).toEqual({
      link_copied: true,
      dismissed: true,
    });
    // Setting a mark again changes nothing.
    expect((await mark(headers, { step: 'link_copied' })).statusCode).toBe(200);

    // Logging out clears the browser, not the server: a new login reads the same marks.
    const again = bearer((await login(app, user.username)).access);
    expect(await onboardingOf(again)).toEqual({ link_copied: true, dismissed: true });
  });

  it.each([[{}], [{ step: 'picture' }], [{ step: true }]])(
    'refuses %j with 400 on step and stores nothing',
    async (payload) => {
      const { headers } = await signedIn();
      const response = await mark(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['step']);
      expect(await onboardingOf(headers)).toEqual({ link_copied: false, dismissed: false });
    },
  );

  it("marks only the caller's own checklist", async () => {
    const first = await signedIn();
    const second = await signedIn();
    await mark(first.headers, { step: 'dismissed' });
    expect(await onboardingOf(second.headers)).toEqual({ link_copied: false, dismissed: false });
  });

  it('answers an Explorer 403 and stores nothing', async () => {
    const { headers } = await signedIn(false);
    expect((await mark(headers, { step: 'link_copied' })).statusCode).toBe(403);
    expect(await onboardingOf(headers)).toEqual({ link_copied: false, dismissed: false });
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/onboarding/',
      payload: { step: 'link_copied' },
    });
    expect(response.statusCode).toBe(401);
  });
});
