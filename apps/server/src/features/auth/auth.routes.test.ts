import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { app, postsFrom, setUpMailingApp } from '../../test/mailing-app';
import { bearer, buildUser, DEFAULT_PASSWORD, login } from '../../test/factories';
import { testConfig } from '../../test/config';
import { afterRefreshGrace } from '../../test/clock';

setUpMailingApp();
const post = postsFrom(1);

describe('POST /api/token', () => {
  it('logs in with the username or the e-mail, in any letter case', async () => {
    const user = await buildUser(app, { username: 'MixedCase', email: 'Mixed@Example.com' });
    for (const identifier of ['mixedcase', 'MIXEDCASE', 'mixed@example.com']) {
      const response = await post('/api/token', {
        username: identifier,
        password: DEFAULT_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const { access, refresh } = response.json();
      const me = await app.inject({ url: '/api/UserData/', headers: bearer(access) });
      expect(me.json().id).toBe(user.id);
      expect(typeof refresh).toBe('string');
    }
  });

  it('logs in with an e-mail longer than a username may be (up to 254 characters)', async () => {
    const email = 'margarida.santos@lisbon-studio.com';
    const user = await buildUser(app, { email });
    const response = await post('/api/token', { username: email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    const me = await app.inject({ url: '/api/UserData/', headers: bearer(response.json().access) });
    expect(me.json().id).toBe(user.id);

    const tooLong = await post('/api/token', {
      username: `${'a'.repeat(243)}@example.com`,
      password: DEFAULT_PASSWORD,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json())).toEqual(['username']);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const user = await buildUser(app);
    const wrong = await post('/api/token', { username: user.username, password: 'wrong-password' });
    const unknown = await post('/api/token', {
      username: 'nobody_here',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      non_field_errors: ['No active account found with the given credentials'],
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('spends a full password check on unknown accounts too', async () => {
    const user = await buildUser(app);
    const time = async (username: string) => {
      const start = performance.now();
      await post('/api/token', { username, password: 'wrong-password' });
      return performance.now() - start;
    };
    await time('warm_up_unknown');
    // Interleaved samples share the machine's load; medians ignore the odd slow one. Without
    // the dummy verification an unknown account answers in about a millisecond, far below this.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      known.push(await time(user.username));
      unknown.push(await time(`nobody_${i}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length / 2] ?? 0;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('validates the fields', async () => {
    const response = await post('/api/token', { username: '', password: 'x'.repeat(129) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['password', 'username']);
  });

  it('stores passwords as argon2id with m >= 19 MiB, t >= 2, p = 1', async () => {
    const user = await buildUser(app);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row?.passwordHash ?? '');
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
    expect(Number(match?.[3])).toBe(1);
  });

  it('answers 429 with Retry-After after 25 logins from one address in 5 minutes', async () => {
    for (let i = 0; i < 25; i += 1) {
      const response = await post('/api/token', { username: `u${i}`, password: 'x' }, '10.200.0.1');
      expect(response.statusCode).toBe(400);
    }
    const limited = await post('/api/token', { username: 'u', password: 'x' }, '10.200.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('never lets failures from other addresses block the right password from a new one', async () => {
    const user = await buildUser(app);
    // 30 wrong passwords from six addresses, five each: every one of them is now slowed.
    const attackers = Array.from({ length: 6 }, (_, index) => `10.202.0.${index + 1}`);
    for (const attacker of attackers) {
      for (let i = 0; i < 5; i += 1) {
        const guess = await post(
          '/api/token',
          { username: user.username, password: 'nope' },
          attacker,
        );
        expect(guess.statusCode).toBe(400);
      }
    }
    for (const attacker of attackers) {
      const slowed = await post(
        '/api/token',
        { username: user.username, password: 'nope' },
        attacker,
      );
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    }
    const owner = await post('/api/token', { username: user.username, password: DEFAULT_PASSWORD });
    expect(owner.statusCode).toBe(200);
  });

  it('slows an address that keeps failing for an account, with Retry-After', async () => {
    const user = await buildUser(app);
    const attacker = '10.201.0.1';
    for (let i = 0; i < 5; i += 1) {
      const guess = await post(
        '/api/token',
        { username: user.username, password: 'nope' },
        attacker,
      );
      expect(guess.statusCode).toBe(400);
    }
    const limited = await post(
      '/api/token',
      { username: user.username, password: DEFAULT_PASSWORD },
      attacker,
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from elsewhere, and other accounts from that address, are not slowed.
    const owner = await post('/api/token', { username: user.username, password: DEFAULT_PASSWORD });
    expect(owner.statusCode).toBe(200);
    const other = await buildUser(app);
    const elsewhere = await post(
      '/api/token',
      { username: other.username, password: DEFAULT_PASSWORD },
      attacker,
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it("forgets an address's failures once it signs in with the right password", async () => {
    const user = await buildUser(app);
    const address = '10.202.0.1';
    const attempt = (password: string) =>
      post('/api/token', { username: user.username, password }, address);
    for (let i = 0; i < 4; i += 1) expect((await attempt('typo')).statusCode).toBe(400);
    expect((await attempt(DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt('typo')).statusCode).toBe(400);
    expect((await attempt(DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('rotates the refresh token and refuses the old one', async () => {
    const user = await buildUser(app);
    const first = await login(app, user.username);
    const rotated = await post('/api/token/refresh/', { refresh: first.refresh });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect(
      (await app.inject({ url: '/api/UserData', headers: bearer(second.access) })).statusCode,
    ).toBe(200);
    await afterRefreshGrace(async () => {
      expect((await post('/api/token/refresh/', { refresh: first.refresh })).statusCode).toBe(401);
    });
  });

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const user = await buildUser(app);
    const first = await login(app, user.username);
    const second = (await post('/api/token/refresh/', { refresh: first.refresh })).json();
    await afterRefreshGrace(async () => {
      expect((await post('/api/token/refresh/', { refresh: first.refresh })).statusCode).toBe(401);
      expect((await post('/api/token/refresh/', { refresh: second.refresh })).statusCode).toBe(401);
    });
  });

  it('keeps other sessions alive when one family is revoked', async () => {
    const user = await buildUser(app);
    const phone = await login(app, user.username);
    const laptop = await login(app, user.username);
    await post('/api/token/refresh/', { refresh: phone.refresh });
    await afterRefreshGrace(async () => {
      expect((await post('/api/token/refresh/', { refresh: phone.refresh })).statusCode).toBe(401);
      expect((await post('/api/token/refresh/', { refresh: laptop.refresh })).statusCode).toBe(200);
    });
  });

  it('never accepts a refresh token as an access token or the reverse', async () => {
    const user = await buildUser(app);
    const pair = await login(app, user.username);
    expect(
      (await app.inject({ url: '/api/UserData/', headers: bearer(pair.refresh) })).statusCode,
    ).toBe(401);
    expect((await post('/api/token/refresh/', { refresh: pair.access })).statusCode).toBe(401);
  });

  it('accepts only HS256: alg none and other algorithms get 401', async () => {
    const user = await buildUser(app);
    const claims = { type: 'access', user_id: user.id, username: user.username };
    const exp = Math.floor(Date.now() / 1000) + 600;
    const none = new UnsecuredJWT(claims).setIssuedAt().setExpirationTime(exp).encode();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    const good = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    expect((await app.inject({ url: '/api/UserData/', headers: bearer(none) })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ url: '/api/UserData/', headers: bearer(hs512) })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ url: '/api/UserData/', headers: bearer(good) })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired access token', async () => {
    const user = await buildUser(app);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ type: 'access', user_id: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    expect((await app.inject({ url: '/api/UserData/', headers: bearer(expired) })).statusCode).toBe(
      401,
    );
  });
});
