import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CONTROL_CHARACTERS } from '@partnerly/shared';
import { rowsOf } from './db/client';
import { createTestApp } from './test/app';
import { bearer, buildPaidUser, login } from './test/factories';
import { accountCases } from './test/bad-input/account-cases';
import { adminCases } from './test/bad-input/admin-cases';
import type { Case, Who } from './test/bad-input/case';
import { numberCases } from './test/bad-input/number-cases';
import { profileCases } from './test/bad-input/profile-cases';

// Every endpoint with text fields, the bad value in one field at a time.
const cases: Case[] = [...accountCases, ...profileCases, ...adminCases];

const TABLES = [
  'users',
  'contact_messages',
  'links',
  'ads',
  'manual_socials',
  'socials',
  'dialogues',
  'messages',
  'promo_codes',
  'verification_codes',
  'two_factor',
  'recovery_codes',
];

describe('bad input answers 400 on its field and writes nothing', () => {
  let app: FastifyInstance;
  const tokens: Partial<Record<Who, string>> = {};
  let host = 1;

  beforeAll(async () => {
    app = await createTestApp();
    const paid = await buildPaidUser(app);
    const admin = await buildPaidUser(app, { isAdmin: true });
    tokens.paid = (await login(app, paid.username)).access;
    tokens.admin = (await login(app, admin.username)).access;
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (item: Case) => {
    const token = item.who === 'visitor' ? undefined : tokens[item.who];
    return app.inject({
      method: item.method,
      url: item.url,
      ...(item.payload ? { payload: item.payload } : {}),
      headers: token ? bearer(token) : {},
      remoteAddress: `10.77.${Math.floor(host / 250)}.${(host++ % 250) + 1}`,
    });
  };

  /** Row counts of the tables a request could write, and the paid users' profile columns. */
  const snapshot = async () => {
    const counts = await Promise.all(
      TABLES.map(async (table) => {
        const result = await app.database.db.execute(
          sql.raw(`select count(*)::int as n from ${table}`),
        );
        return `${table}:${rowsOf<{ n: number }>(result)[0]?.n}`;
      }),
    );
    const profiles = rowsOf(
      await app.database.db.execute(sql`select username, email, bio, tags from users order by id`),
    );
    return JSON.stringify({ counts, profiles });
  };

  it.each(cases)('refuses a NUL in $name with 400 on $field', async (item) => {
    const before = await snapshot();
    const response = await send(item);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()[item.field]).toContain(item.message ?? CONTROL_CHARACTERS);
    expect(await snapshot()).toBe(before);
  });

  it.each(numberCases)('refuses a too large $name with 400 on $field', async (item) => {
    const response = await send(item);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toHaveProperty(item.field);
  });

  it('refuses other control characters and a line break in one-line fields', async () => {
    for (const bad of ['a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\nb']) {
      const response = await send({
        name: 'login',
        who: 'visitor',
        method: 'POST',
        url: '/api/token',
        payload: { username: bad, password: 'x' },
        field: 'username',
      });
      expect(response.json().username, JSON.stringify(bad)).toContain(CONTROL_CHARACTERS);
    }
  });

  it('keeps line breaks and tabs where text has paragraphs (bio, contact message)', async () => {
    const bio = await send({
      name: 'bio',
      who: 'paid',
      method: 'POST',
      url: '/api/edit_profile/',
      payload: { bio: 'Line one\n\tLine two', tags: [], countrys: [] },
      field: 'bio',
    });
    expect(bio.statusCode, bio.body).toBe(200);
    const contact = await send({
      name: 'contact',
      who: 'visitor',
      method: 'POST',
      url: '/api/contact_us/',
      payload: { name: 'Ada', email: 'a@example.com', subject: 'Hi', message: 'One\r\nTwo' },
      field: 'message',
    });
    expect(contact.statusCode, contact.body).toBe(200);
  });
});
