import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users, verificationCodes } from '../../db/schema';
import { app, postsFrom, setUpMailingApp, smtp } from '../../test/mailing-app';
import { buildUser } from '../../test/factories';

setUpMailingApp();
const post = postsFrom(2);

const form = (name: string, extra: object = {}) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'a-good-password',
  password_conf: 'a-good-password',
  validate_code: '',
  ...extra,
});
const userCount = async () =>
  (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

describe('registration with an e-mailed code', () => {
  it('asks for a code, mails it, then creates the account with it', async () => {
    const first = await post('/api/user/register/', form('newbie'));
    expect(first.statusCode).toBe(200);
    expect(smtp.mails.filter((mail) => mail.to.includes('newbie@example.com'))).toHaveLength(0);

    expect((await post('/api/CreateVCode/', { email: 'newbie@example.com' })).statusCode).toBe(200);
    const mail = await smtp.lastTo('newbie@example.com');
    expect(mail.subject).toMatch(/^Partnerly code: \d{6}$/);
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');

    expect((await post('/api/user/register/', form('newbie'))).statusCode).toBe(208);

    const code = await smtp.codeFor('newbie@example.com');
    const created = await post('/api/user/register/', form('newbie', { validate_code: code }));
    expect(created.statusCode).toBe(201);
    const login = await post('/api/token', { username: 'newbie', password: 'a-good-password' });
    expect(login.statusCode).toBe(200);
  });

  it('makes a creator or a brand account as chosen, a brand when not said (issue 53)', async () => {
    const created = async (name: string, extra: object) => {
      await post('/api/CreateVCode/', { email: `${name}@example.com` });
      const code = await smtp.codeFor(`${name}@example.com`);
      const response = await post(
        '/api/user/register/',
        form(name, { validate_code: code, ...extra }),
      );
      expect(response.statusCode).toBe(201);
      const [row] = await app.database.db.select().from(users).where(eq(users.username, name));
      return row?.isContentCreator;
    };
    expect(await created('maker', { account: 'creator' })).toBe(true);
    expect(await created('buyer', { account: 'brand' })).toBe(false);
    expect(await created('older', {})).toBe(false);

    const before = await userCount();
    const odd = await post('/api/user/register/', form('oddkind', { account: 'agency' }));
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toHaveProperty('account');
    expect(await userCount()).toBe(before);
  });

  it('stores codes hashed, never in clear', async () => {
    await post('/api/CreateVCode/', { email: 'hashcheck@example.com' });
    const code = await smtp.codeFor('hashcheck@example.com');
    const rows = await app.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, 'hashcheck@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second code for the same address within 60 s', async () => {
    expect((await post('/api/CreateVCode/', { email: 'cooldown@example.com' })).statusCode).toBe(
      200,
    );
    const again = await post('/api/CreateVCode/', { email: 'cooldown@example.com' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('refuses a wrong code and creates nothing', async () => {
    await post('/api/CreateVCode/', { email: 'wrongcode@example.com' });
    const code = await smtp.codeFor('wrongcode@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await userCount();
    const response = await post('/api/user/register/', form('wrongcode', { validate_code: wrong }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ validate_code: ['The code is not correct.'] });
    expect(await userCount()).toBe(before);
  });

  it('kills a code after 5 wrong tries', async () => {
    await post('/api/CreateVCode/', { email: 'fivetries@example.com' });
    const code = await smtp.codeFor('fivetries@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await post('/api/user/register/', form('fivetries', { validate_code: wrong }));
    }
    const response = await post('/api/user/register/', form('fivetries', { validate_code: code }));
    expect(response.statusCode).toBe(400);
    expect(response.json().validate_code[0]).toMatch(/expired/);
  });

  it('binds a code to the address it was sent to', async () => {
    await post('/api/CreateVCode/', { email: 'owner@example.com' });
    const code = await smtp.codeFor('owner@example.com');
    const response = await post(
      '/api/user/register/',
      form('thief', { email: 'thief@example.com', validate_code: code }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['validate_code']);
  });

  it('uses a code only once', async () => {
    await post('/api/CreateVCode/', { email: 'once@example.com' });
    const code = await smtp.codeFor('once@example.com');
    expect(
      (await post('/api/user/register/', form('once', { validate_code: code }))).statusCode,
    ).toBe(201);
    const reuse = await post(
      '/api/user/register/',
      form('once2', { email: 'once@example.com', validate_code: code }),
    );
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses a code after its 10 minutes', async () => {
    await post('/api/CreateVCode/', { email: 'late@example.com' });
    const code = await smtp.codeFor('late@example.com');
    await app.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, 'late@example.com'));
    const response = await post('/api/user/register/', form('late', { validate_code: code }));
    expect(response.statusCode).toBe(400);
    expect(response.json().validate_code[0]).toMatch(/expired/);
  });

  it('reports taken usernames and e-mails, case-insensitively', async () => {
    await buildUser(app, { username: 'TakenName', email: 'taken@example.com' });
    const response = await post(
      '/api/user/register/',
      form('takenname', { email: 'TAKEN@example.com' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
    });
  });

  it.each([
    ['username', { username: 'has space' }],
    ['username', { username: 'x'.repeat(31) }],
    ['username', { username: 'settings' }],
    ['email', { email: 'nope' }],
    ['password', { password: 'short', password_conf: 'short' }],
    ['password', { password: 'has spaces in it', password_conf: 'has spaces in it' }],
    ['password_conf', { password_conf: 'different-password' }],
    ['validate_code', { validate_code: '12ab' }],
  ])('refuses a bad %s with a field error and writes nothing', async (field, change) => {
    const before = await userCount();
    const response = await post('/api/user/register/', form('fieldcheck', change));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it.each(['sitemap.xml', 'Robots.txt', 'humans.txt', 'security.txt', 'sw.js', 'metrics', '404'])(
    'refuses the reserved name %s with the username error and writes nothing',
    async (username) => {
      const before = await userCount();
      const response = await post('/api/user/register/', form('reserved', { username }));
      expect(response.statusCode).toBe(400);
      expect(response.json().username).toEqual(['This username is not available.']);
      expect(await userCount()).toBe(before);
    },
  );

  it('says which rule a password breaks', async () => {
    const response = await post(
      '/api/user/register/',
      form('pw', { password: 'has spaces in it', password_conf: 'has spaces in it' }),
    );
    expect(response.json().password).toEqual(['Password cannot contain spaces']);
  });
});
