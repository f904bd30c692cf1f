import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@partnerly/shared';
import { recoveryCodes, twoFactor } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { app, setUpMailingApp, smtp } from '../../test/mailing-app';
import { DEFAULT_PASSWORD, bearer, buildUser, login } from '../../test/factories';
import { BAD_CREDENTIALS } from './auth.service';

let host = 0;
const nextAddress = () => `10.77.${Math.floor(host / 250)}.${(host++ % 250) + 1}`;

setUpMailingApp();

/** The code an authenticator app with `secret` shows `aheadMs` from now. */
const codeAt = (secret: string, aheadMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + aheadMs });

const post = (url: string, access: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(access), payload });

const tokenRequest = (payload: object, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/token', payload, remoteAddress });

const userData = async (access: string) =>
  (await app.inject({ url: '/api/UserData/', headers: bearer(access) })).json();

/** A password account with two-factor turned on; its secret and recovery codes. */
async function enrolled() {
  const user = await buildUser(app);
  const { access } = await login(app, user.username);
  const setup = (await post('/api/2fa/setup/', access, {})).json<{ secret: string }>();
  const enabled = await post('/api/2fa/enable/', access, { code: codeAt(setup.secret) });
  expect(enabled.statusCode).toBe(200);
  return {
    user,
    access,
    secret: setup.secret,
    recovery: enabled.json<{ recovery_codes: string[] }>().recovery_codes,
  };
}

describe('turning two-factor on', () => {
  it('sets up a secret, is confirmed by a code and answers ten recovery codes once', async () => {
    const user = await buildUser(app, { username: 'carefulcat' });
    const { access } = await login(app, user.username);
    expect((await userData(access)).two_factor).toBe(false);

    const setup = await post('/api/2fa/setup/', access, {});
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json<{ secret: string; otpauth_url: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain('otpauth://totp/Partnerly:carefulcat?');
    expect(otpauth_url).toContain(`secret=${secret}`);
    // Stored encrypted, and not on until confirmed: login still needs no code.
    const [row] = await app.database.db
      .select()
      .from(twoFactor)
      .where(eq(twoFactor.userId, user.id));
    expect(row?.secret).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();
    expect(
      (await tokenRequest({ username: 'carefulcat', password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);

    const wrong = await post('/api/2fa/enable/', access, {
      code: '000000' === codeAt(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [TWO_FACTOR_MESSAGES.codeInvalid] });
    expect((await userData(access)).two_factor).toBe(false);

    const enabled = await post('/api/2fa/enable/', access, { code: codeAt(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only their hashes are kept.
    const stored = await app.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((item) => item.codeHash)).not.toContain(codes[0]);
    expect((await userData(access)).two_factor).toBe(true);

    const again = await post('/api/2fa/setup/', access, {});
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.alreadyOn });
  });

  it('refuses bad codes with field errors and writes nothing', async () => {
    const user = await buildUser(app);
    const { access } = await login(app, user.username);
    expect((await post('/api/2fa/enable/', access, { code: '123456' })).json()).toEqual({
      detail: TWO_FACTOR_MESSAGES.setupFirst,
    });
    await post('/api/2fa/setup/', access, {});
    for (const code of ['12345', 'abcdef', '12\u00003456', 42]) {
      const response = await post('/api/2fa/enable/', access, { code });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['code']);
    }
    expect((await userData(access)).two_factor).toBe(false);
  });

  it('is only for signed-in password accounts', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/2fa/setup/' })).statusCode).toBe(401);
    const google = await buildUser(app, { thirdParty: true });
    const { access } = await app.services.sessions.issue(google);
    const response = await post('/api/2fa/setup/', access, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.thirdParty });
  });
});

describe('logging in with two-factor on', () => {
  it('asks for the code after the right password, then takes a current code once', async () => {
    const { user, secret } = await enrolled();
    const credentials = { username: user.username, password: DEFAULT_PASSWORD };

    const asked = await tokenRequest(credentials);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({ otp: [TWO_FACTOR_MESSAGES.codeNeeded] });
    // A wrong password is still just that: the question is only asked of the right one.
    const wrongPassword = await tokenRequest({ ...credentials, password: 'not-the-password' });
    expect(wrongPassword.json()).toEqual({ non_field_errors: [BAD_CREDENTIALS] });

    await withClockAhead(60_000, async () => {
      const code = codeAt(secret);
      const signedIn = await tokenRequest({ ...credentials, otp: code });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toHaveProperty('access');
      // The same code cannot be replayed.
      const replayed = await tokenRequest({ ...credentials, otp: code });
      expect(replayed.json()).toEqual({ otp: [TWO_FACTOR_MESSAGES.codeInvalid] });
    });
  });

  it('takes a recovery code once, typed in any case and without its dash', async () => {
    const { user, recovery } = await enrolled();
    const [first = '', second = ''] = recovery;
    const credentials = { username: user.username, password: DEFAULT_PASSWORD };

    expect((await tokenRequest({ ...credentials, otp: first })).statusCode).toBe(200);
    expect((await tokenRequest({ ...credentials, otp: first })).json()).toEqual({
      otp: [TWO_FACTOR_MESSAGES.codeInvalid],
    });
    const typed = second.replace('-', '').toUpperCase();
    expect((await tokenRequest({ ...credentials, otp: typed })).statusCode).toBe(200);
  });

  it('limits wrong codes like wrong passwords, with Retry-After', async () => {
    const { user, secret } = await enrolled();
    const credentials = { username: user.username, password: DEFAULT_PASSWORD };
    const address = nextAddress();
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await tokenRequest({ ...credentials, otp: wrong }, address)).statusCode).toBe(400);
    }
    const limited = await tokenRequest({ ...credentials, otp: wrong }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The owner from another address is not locked out.
    await withClockAhead(60_000, async () => {
      const fromHome = await tokenRequest({ ...credentials, otp: codeAt(secret) });
      expect(fromHome.statusCode).toBe(200);
    });
  });

  it('refuses malformed codes as field errors', async () => {
    const { user } = await enrolled();
    for (const otp of ['12', 'a\u0000b', 'x'.repeat(200), 123456]) {
      const response = await tokenRequest({
        username: user.username,
        password: DEFAULT_PASSWORD,
        otp,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['otp']);
    }
  });

  it('still asks for the code after a password reset', async () => {
    const { user } = await enrolled();
    const reset = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/reset-password/',
        payload,
        remoteAddress: nextAddress(),
      });
    await reset({ stage: 1, find: user.username, method: 'email' });
    const code = await smtp.codeFor(user.email);
    const { token } = (
      await reset({ stage: 2, find: user.username, method: 'email', code })
    ).json();
    const done = await reset({
      stage: 3,
      find: user.username,
      token,
      new_password: 'reset-but-still-2fa',
    });
    expect(done.statusCode).toBe(200);

    const afterReset = await tokenRequest({
      username: user.username,
      password: 'reset-but-still-2fa',
    });
    expect(afterReset.statusCode).toBe(400);
    expect(afterReset.json()).toEqual({ otp: [TWO_FACTOR_MESSAGES.codeNeeded] });
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code, then login asks for the password only', async () => {
    const { user, access, secret } = await enrolled();
    await withClockAhead(60_000, async () => {
      const code = codeAt(secret);
      const wrongPassword = await post('/api/2fa/disable/', access, {
        password: 'nope-nope',
        code,
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(Object.keys(wrongPassword.json())).toEqual(['password']);
      const wrongCode = await post('/api/2fa/disable/', access, {
        password: DEFAULT_PASSWORD,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrongCode.json()).toEqual({ code: [TWO_FACTOR_MESSAGES.codeInvalid] });
      expect((await userData(access)).two_factor).toBe(true);

      const off = await post('/api/2fa/disable/', access, { password: DEFAULT_PASSWORD, code });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.turnedOff });
    });
    expect((await userData(access)).two_factor).toBe(false);
    const stored = await app.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toEqual([]);
    expect(
      (await tokenRequest({ username: user.username, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
    // Nothing left to turn off.
    const again = await post('/api/2fa/disable/', access, {
      password: DEFAULT_PASSWORD,
      code: '123456',
    });
    expect(again.json()).toEqual({ detail: TWO_FACTOR_MESSAGES.notOn });
  });

  it('counts wrong codes against the sign-in limit of the account and address', async () => {
    const { user, access, secret } = await enrolled();
    const address = nextAddress();
    const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
    const disable = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/2fa/disable/',
        headers: bearer(access),
        payload: { password: DEFAULT_PASSWORD, code },
        remoteAddress: address,
      });
    const credentials = { username: user.username, password: DEFAULT_PASSWORD };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await tokenRequest({ ...credentials, otp: wrong }, address)).statusCode).toBe(400);
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await disable(wrong)).statusCode).toBe(400);
    }
    // Five wrong codes from this address, wherever typed: both places now wait.
    const limited = await disable(codeAt(secret));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tokenRequest({ ...credentials, otp: codeAt(secret) }, address)).statusCode).toBe(
      429,
    );
    expect((await userData(access)).two_factor).toBe(true);
    // The owner elsewhere is not locked out.
    await withClockAhead(60_000, async () => {
      const fromHome = await tokenRequest({ ...credentials, otp: codeAt(secret) });
      expect(fromHome.statusCode).toBe(200);
    });
  });
});
