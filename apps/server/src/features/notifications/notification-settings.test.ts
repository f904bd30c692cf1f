import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/app';
import { bearer, buildUser, login } from '../../test/factories';
import { NEW_MEMBER_SETTINGS, settingsOf } from './notification-settings.fixtures';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
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
    expect(await settingsOf(app, access)).toEqual(NEW_MEMBER_SETTINGS);
    expect((await put({ email_verification: false })).json()).toEqual({
      ...NEW_MEMBER_SETTINGS,
      email_verification: false,
    });
    for (const bad of [{}, { email_unread: 'yes' }, { email_unread: 1 }]) {
      const response = await put(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('email_unread');
    }
    expect(await settingsOf(app, access)).toEqual({
      ...NEW_MEMBER_SETTINGS,
      email_verification: false,
    });
    const anonymous = await app.inject({ url: '/api/notification-settings/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
