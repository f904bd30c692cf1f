import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CONTROL_CHARACTERS } from '@partnerly/shared';
import { rowsOf } from './db/client';
import { createTestApp } from './test/app';
import { bearer, buildPaidUser, DEFAULT_PASSWORD, login } from './test/factories';

const NUL = 'a\u0000b';
const tinyPngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Who = 'visitor' | 'paid' | 'admin';

interface Case {
  name: string;
  who: Who;
  method: 'POST' | 'PUT' | 'GET';
  url: string;
  payload?: Record<string, unknown>;
  /** The field whose 400 names the control character. */
  field: string;
  /** When an older rule of the field already refuses it, that rule's message. */
  message?: string;
}

// Every endpoint with text fields, the bad value in one field at a time.
const cases: Case[] = [
  {
    name: 'login username',
    who: 'visitor',
    method: 'POST',
    url: '/api/token',
    payload: { username: NUL, password: 'whatever-1' },
    field: 'username',
  },
  {
    name: 'login password',
    who: 'visitor',
    method: 'POST',
    url: '/api/token',
    payload: { username: 'someone', password: `pass${NUL}word` },
    field: 'password',
  },
  {
    name: 'refresh token',
    who: 'visitor',
    method: 'POST',
    url: '/api/token/refresh/',
    payload: { refresh: NUL },
    field: 'refresh',
  },
  {
    name: 'register email',
    who: 'visitor',
    method: 'POST',
    url: '/api/user/register/',
    payload: {
      username: 'fresh_one',
      email: `x${NUL}@example.com`,
      password: 'long-enough-1',
      password_conf: 'long-enough-1',
    },
    field: 'email',
  },
  {
    name: 'register password',
    who: 'visitor',
    method: 'POST',
    url: '/api/user/register/',
    payload: {
      username: 'fresh_two',
      email: 'two@example.com',
      password: `long${NUL}enough`,
      password_conf: `long${NUL}enough`,
    },
    field: 'password',
  },
  {
    name: 'CreateVCode email',
    who: 'visitor',
    method: 'POST',
    url: '/api/CreateVCode/',
    payload: { email: `a${NUL}@example.com` },
    field: 'email',
  },
  {
    name: 'reset-password find',
    who: 'visitor',
    method: 'POST',
    url: '/api/reset-password/',
    payload: { stage: 0, find: NUL },
    field: 'find',
  },
  {
    name: 'reset-password code',
    who: 'visitor',
    method: 'POST',
    url: '/api/reset-password/',
    payload: { stage: 2, find: 'someone', method: 'email', code: NUL },
    field: 'code',
  },
  {
    name: 'public contact name',
    who: 'visitor',
    method: 'POST',
    url: '/api/contact_us/',
    payload: { name: NUL, email: 'a@example.com', subject: 'Hi', message: 'Hello' },
    field: 'name',
  },
  {
    name: 'public contact subject',
    who: 'visitor',
    method: 'POST',
    url: '/api/contact_us/',
    payload: { name: 'Ada', email: 'a@example.com', subject: NUL, message: 'Hello' },
    field: 'subject',
  },
  {
    name: 'public contact message',
    who: 'visitor',
    method: 'POST',
    url: '/api/contact_us/',
    payload: { name: 'Ada', email: 'a@example.com', subject: 'Hi', message: NUL },
    field: 'message',
  },
  {
    name: 'profile_data username',
    who: 'visitor',
    method: 'POST',
    url: '/api/profile_data/',
    payload: { username: NUL },
    field: 'username',
  },
  {
    name: 'settings contact message',
    who: 'paid',
    method: 'POST',
    url: '/api/contact_us/',
    payload: { subject: 'Hi', message: NUL },
    field: 'message',
  },
  {
    name: 'tags prefix query',
    who: 'paid',
    method: 'GET',
    url: '/api/tags/?prefix=a%00b',
    field: 'prefix',
  },
  {
    name: 'update-user username',
    who: 'paid',
    method: 'PUT',
    url: '/api/update-user/',
    payload: { username: NUL },
    field: 'username',
    message: 'Use only letters, digits, _ and .',
  },
  {
    name: 'update-email email',
    who: 'paid',
    method: 'PUT',
    url: '/api/update-email/',
    payload: { email: `b${NUL}@example.com` },
    field: 'email',
  },
  {
    name: 'update-password new password',
    who: 'paid',
    method: 'PUT',
    url: '/api/update-password/',
    payload: { old_password: DEFAULT_PASSWORD, new_password: `new${NUL}password` },
    field: 'new_password',
  },
  {
    name: 'check-promo code',
    who: 'paid',
    method: 'POST',
    url: '/api/check-promo/',
    payload: { code: NUL },
    field: 'code',
  },
  {
    name: 'add_dialogue username',
    who: 'paid',
    method: 'POST',
    url: '/api/add_dialogue/',
    payload: { username: NUL },
    field: 'username',
  },
  {
    name: 'search_user name',
    who: 'paid',
    method: 'POST',
    url: '/api/search_user/',
    payload: { name: NUL, range: 10 },
    field: 'name',
  },
  {
    name: 'filter_user_by_social tags',
    who: 'paid',
    method: 'POST',
    url: '/api/filter_user_by_social/',
    payload: { socialMedia: 'Instagram', tags: [NUL] },
    field: 'tags',
  },
  {
    name: 'filter_user tags',
    who: 'paid',
    method: 'POST',
    url: '/api/filter_user/',
    payload: { tags_p: [NUL] },
    field: 'tags_p',
  },
  {
    name: 'edit_profile bio',
    who: 'paid',
    method: 'POST',
    url: '/api/edit_profile/',
    payload: { bio: NUL, tags: [], countrys: [] },
    field: 'bio',
  },
  {
    name: 'edit_profile tags',
    who: 'paid',
    method: 'POST',
    url: '/api/edit_profile/',
    payload: { bio: '', tags: [NUL], countrys: [] },
    field: 'tags',
  },
  {
    name: 'linkview text',
    who: 'paid',
    method: 'POST',
    url: '/api/linkview/',
    payload: { link: 'https://example.com', text: NUL },
    field: 'text',
  },
  {
    name: 'linkview link',
    who: 'paid',
    method: 'POST',
    url: '/api/linkview/',
    payload: { link: `https://example.com/${NUL}`, text: 'Shop' },
    field: 'link',
  },
  {
    name: 'manual social username',
    who: 'paid',
    method: 'POST',
    url: '/api/manuel_social_media/',
    payload: { socialMedia: 'Facebook', socialMediaUsername: `https://facebook.com/${NUL}` },
    field: 'socialMediaUsername',
  },
  {
    name: 'manual social tags',
    who: 'paid',
    method: 'POST',
    url: '/api/manuel_social_media/',
    payload: { socialMedia: 'Instagram', socialMediaUsername: 'ada', tags: [NUL] },
    field: 'tags',
  },
  {
    name: 'social update tags',
    who: 'paid',
    method: 'PUT',
    url: '/api/social_media/',
    payload: { updateid: 1, tags: [NUL] },
    field: 'tags',
  },
  {
    name: 'add_ad title',
    who: 'paid',
    method: 'POST',
    url: '/api/add_ad/',
    payload: { pp: tinyPngDataUrl, title: NUL, text: 'Buy', cpm: 5 },
    field: 'title',
  },
  {
    name: 'add_ad text',
    who: 'paid',
    method: 'POST',
    url: '/api/add_ad/',
    payload: { pp: tinyPngDataUrl, title: 'Ad', text: NUL, cpm: 5 },
    field: 'text',
  },
  {
    name: 'admin create-promo name',
    who: 'admin',
    method: 'POST',
    url: '/api/admin/create-promo/',
    payload: { name: NUL },
    field: 'name',
  },
  {
    name: 'admin add-user email',
    who: 'admin',
    method: 'POST',
    url: '/api/admin/add-user/',
    payload: { username: 'added_one', email: `c${NUL}@example.com` },
    field: 'email',
  },
];

// Numbers beyond their PostgreSQL column.
const numberCases: Case[] = [
  {
    name: 'filter_user_by_social minFollowers',
    who: 'paid',
    method: 'POST',
    url: '/api/filter_user_by_social/',
    payload: { socialMedia: 'Instagram', minFollowers: 3_000_000_000 },
    field: 'minFollowers',
  },
  {
    name: 'filter_user_by_social maxFollowers',
    who: 'paid',
    method: 'POST',
    url: '/api/filter_user_by_social/',
    payload: { socialMedia: 'Instagram', maxFollowers: '3000000000' },
    field: 'maxFollowers',
  },
  {
    name: 'social update id',
    who: 'paid',
    method: 'PUT',
    url: '/api/social_media/',
    payload: { updateid: 3_000_000_000, tags: [] },
    field: 'updateid',
  },
  {
    name: 'dialogue_spam id',
    who: 'paid',
    method: 'POST',
    url: '/api/dialogue_spam/',
    payload: { id: 3_000_000_000, spam: true },
    field: 'id',
  },
  {
    name: 'admin followers',
    who: 'admin',
    method: 'PUT',
    url: '/api/admin/update_socials/',
    payload: { id: 1, followers: 3_000_000_000 },
    field: 'followers',
  },
  {
    name: 'admin item id',
    who: 'admin',
    method: 'POST',
    url: '/api/admin/update_socials/',
    payload: { id: 3_000_000_000 },
    field: 'id',
  },
  {
    name: 'admin list offset',
    who: 'admin',
    method: 'GET',
    url: '/api/admin/list/contacts/?offset=100000000000000000000',
    field: 'offset',
  },
  {
    name: 'explore cursor',
    who: 'paid',
    method: 'GET',
    url: '/api/explore/?cursor=3000000000',
    field: 'cursor',
  },
];

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
