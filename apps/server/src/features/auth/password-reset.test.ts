import { describe, expect, it } from 'vitest';
import { app, expectSessionEnded, postsFrom, setUpMailingApp, smtp } from '../../test/mailing-app';
import { bearer, buildUser, login } from '../../test/factories';
import { maskEmail } from './password-reset.service';

setUpMailingApp();
const post = postsFrom(3);
const reset = (payload: object) => post('/api/reset-password/', payload);

describe('password reset', () => {
  it('masks the address it will write to', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('a***@e***.com');
  });

  it('walks the four stages and ends every old session', async () => {
    const user = await buildUser(app, { username: 'forgetful', email: 'forgetful@example.com' });
    const oldSession = await login(app, 'forgetful');

    const found = await reset({ stage: 0, find: 'FORGETFUL' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ email: 'f***@e***.com' });

    expect((await reset({ stage: 1, find: 'forgetful', method: 'email' })).statusCode).toBe(200);
    const code = await smtp.codeFor('forgetful@example.com');

    const checked = await reset({ stage: 2, find: 'forgetful', method: 'email', code });
    expect(checked.statusCode).toBe(200);
    const { token } = checked.json();

    const done = await reset({
      stage: 3,
      find: 'forgetful',
      token,
      new_password: 'brand-new-pass',
    });
    expect(done.statusCode).toBe(200);

    await expect(login(app, 'forgetful')).rejects.toThrow();
    const fresh = await login(app, 'forgetful', 'brand-new-pass');
    expect(
      (await app.inject({ url: '/api/UserData/', headers: bearer(fresh.access) })).json().id,
    ).toBe(user.id);
    await expectSessionEnded(oldSession);

    const replay = await reset({
      stage: 3,
      find: 'forgetful',
      token,
      new_password: 'another-pass-1',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toHaveProperty('token');
  });

  it('reports an unknown account on the user field', async () => {
    const response = await reset({ stage: 0, find: 'ghost_account' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['user']);
  });

  it('refuses a wrong code with the code field', async () => {
    await buildUser(app, { username: 'wrongreset', email: 'wrongreset@example.com' });
    await reset({ stage: 1, find: 'wrongreset', method: 'email' });
    const code = await smtp.codeFor('wrongreset@example.com');
    const wrong = code === '123456' ? '654321' : '123456';
    const response = await reset({ stage: 2, find: 'wrongreset', method: 'email', code: wrong });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['code']);
  });

  it('refuses a forged or foreign token and a weak new password', async () => {
    await buildUser(app, { username: 'victim' });
    const forged = await reset({
      stage: 3,
      find: 'victim',
      token: 'abc.def.ghi',
      new_password: 'password-ok',
    });
    expect(forged.statusCode).toBe(400);
    const weak = await reset({ stage: 3, find: 'victim', token: 'x', new_password: 'has space x' });
    expect(weak.json()).toEqual({ new_password: ['Password cannot contain spaces'] });
  });

  it('sends at most 5 reset mails per address in 30 minutes', async () => {
    await buildUser(app, { username: 'spammed', email: 'spammed@example.com' });
    const { verificationCodes } = await import('../../db/schema');
    for (let i = 0; i < 5; i += 1) {
      expect((await reset({ stage: 1, find: 'spammed', method: 'email' })).statusCode).toBe(200);
      // Step past the 60 s resend cooldown to reach the 30-minute budget.
      await app.database.db
        .update(verificationCodes)
        .set({ createdAt: new Date(Date.now() - 120_000) });
    }
    const limited = await reset({ stage: 1, find: 'spammed', method: 'email' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts only mails sent: presses refused by the resend cooldown never reach the cap', async () => {
    await buildUser(app, { username: 'impatient', email: 'impatient@example.com' });
    const { verificationCodes } = await import('../../db/schema');
    expect((await reset({ stage: 1, find: 'impatient', method: 'email' })).statusCode).toBe(200);
    for (let press = 0; press < 8; press += 1) {
      const refused = await reset({ stage: 1, find: 'impatient', method: 'email' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    await app.database.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) });
    expect((await reset({ stage: 1, find: 'impatient', method: 'email' })).statusCode).toBe(200);
  });
});
