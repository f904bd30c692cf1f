import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { media, subscriptions, users } from '../../db/schema';
import { TOO_MANY_PIXELS } from '../../lib/images';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { pngDataUrl } from '../../test/images';
import { IMAGE_BODY_LIMIT_BYTES, MAX_IMAGE_DATA_URL_LENGTH } from '@partnerly/shared';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function creator(values: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildPaidUser(app, values);
  return { user, headers: bearer((await login(app, user.username)).access) };
}
const call = (
  method: 'POST' | 'DELETE' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });
const mediaCount = async () =>
  (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(media))[0]?.n ?? 0;

describe('POST /api/edit_profile/', () => {
  it('saves bio, tags, countries and the creator switch, ignoring duplicate tags', async () => {
    const { headers } = await creator();
    const response = await call('POST', '/api/edit_profile/', headers, {
      bio: '  Travel and food creator  ',
      tags: ['travel', 'Travel', 'food'],
      countrys: ['Global', 'France'],
      checked: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile_text: 'Travel and food creator',
      profile_tags: ['travel', 'food'],
      profile_countrys: ['Global', 'France'],
      is_content_producer: true,
      theme: 'violet',
    });
    const me = (await app.inject({ url: '/api/UserData/', headers })).json();
    expect(me).toMatchObject({
      profile_text: 'Travel and food creator',
      is_content_producer: true,
    });
  });

  it.each([
    ['bio', { bio: 'x'.repeat(501) }, 'Ensure this field has no more than 500 characters.'],
    [
      'tags',
      { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) },
      'You can only select 10 tags.',
    ],
    ['tags', { tags: ['x'.repeat(255)] }, 'Ensure this field has no more than 254 characters.'],
    [
      'countrys',
      { countrys: ['France', 'Spain', 'Italy', 'Chile', 'Peru', 'Japan'] },
      'You can only select 5 countries.',
    ],
    ['countrys', { countrys: ['Atlantis'] }, 'Choose a country from the list.'],
    ['theme', { theme: 'neon' }, 'Choose one of the themes.'],
  ])('refuses a bad %s and changes nothing', async (field, change, message) => {
    const { user, headers } = await creator();
    const response = await call('POST', '/api/edit_profile/', headers, { bio: 'ok', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.bio).toBe('');
    expect(row?.theme).toBe('violet');
  });

  it('saves the public page theme, and keeps it when an edit leaves it out', async () => {
    const { user, headers } = await creator();
    const themed = await call('POST', '/api/edit_profile/', headers, { theme: 'ocean' });
    expect(themed.statusCode).toBe(200);
    expect(themed.json()).toMatchObject({ theme: 'ocean' });
    const edited = await call('POST', '/api/edit_profile/', headers, { bio: 'New bio' });
    expect(edited.json()).toMatchObject({ profile_text: 'New bio', theme: 'ocean' });
    expect((await app.inject({ url: '/api/UserData/', headers })).json()).toMatchObject({
      theme: 'ocean',
    });
    const page = await app.inject({
      method: 'POST',
      url: '/api/profile_data/',
      payload: { username: user.username },
    });
    expect(page.json()).toMatchObject({ profile: { theme: 'ocean' } });
  });
});

describe('visibility', () => {
  it('flips and answers the new value from the server', async () => {
    const { headers } = await creator();
    expect((await call('POST', '/api/change_visibility/', headers)).json()).toEqual([false]);
    expect((await call('POST', '/api/change_visibility/', headers)).json()).toEqual([true]);
  });
});

describe('profile picture', () => {
  it('re-encodes to a 512 px JPEG, serves it immutable, and removes the replaced one', async () => {
    const { headers } = await creator();
    const before = await mediaCount();
    const saved = await call('POST', '/api/save_pp/', headers, { pp: await pngDataUrl(800, 600) });
    expect(saved.statusCode).toBe(200);
    const url = saved.json<string>();
    expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const image = await app.inject(url);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      512,
      512,
      undefined,
    ]);
    expect(await mediaCount()).toBe(before + 1);

    const replaced = await call('POST', '/api/save_pp/', headers, {
      pp: await pngDataUrl(300, 300, '#ff0000'),
    });
    expect(replaced.json()).not.toBe(url);
    expect(await mediaCount()).toBe(before + 1);
    expect((await app.inject(url)).statusCode).toBe(404);

    expect((await call('DELETE', '/api/save_pp/', headers)).statusCode).toBe(200);
    expect(await mediaCount()).toBe(before);
    expect(
      (await app.inject({ url: '/api/UserData/', headers })).json().profile_picture,
    ).toBeNull();
  });

  it('keeps an image another profile still uses', async () => {
    const first = await creator();
    const second = await creator();
    const picture = await pngDataUrl(100, 100, '#00ff00');
    const url = (
      await call('POST', '/api/save_pp/', first.headers, { pp: picture })
    ).json<string>();
    await call('POST', '/api/save_pp/', second.headers, { pp: picture });
    await call('DELETE', '/api/save_pp/', first.headers);
    expect((await app.inject(url)).statusCode).toBe(200);
  });

  it('refuses a file that is not an image', async () => {
    const { headers } = await creator();
    const text = `data:image/png;base64,${Buffer.from('just some text, not a picture').toString('base64')}`;
    const response = await call('POST', '/api/save_pp/', headers, { pp: text });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/not a JPEG, PNG or WebP/);
  });

  it('refuses a 10000x10000 image quickly without decoding it', async () => {
    const { headers } = await creator();
    const huge = await pngDataUrl(10_000, 10_000);
    const start = performance.now();
    const response = await call('POST', '/api/save_pp/', headers, { pp: huge });
    expect(response.statusCode).toBe(400);
    // Named as too large, with the limit; not as an unreadable file.
    expect(response.json().detail).toBe(TOO_MANY_PIXELS);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('refuses other data URLs and anything over 5 MB', async () => {
    const { headers } = await creator();
    for (const pp of [
      'data:text/html;base64,PGgxPg==',
      'https://example.com/a.png',
      // Just over the longest 5 MB data URL, still within the route's body limit.
      `data:image/png;base64,${'A'.repeat(MAX_IMAGE_DATA_URL_LENGTH)}`,
    ]) {
      expect((await call('POST', '/api/save_pp/', headers, { pp })).statusCode).toBe(400);
    }
    const huge = `data:image/png;base64,${'A'.repeat(IMAGE_BODY_LIMIT_BYTES)}`;
    expect((await call('POST', '/api/save_pp/', headers, { pp: huge })).statusCode).toBe(413);
  });
});

describe('body limits', () => {
  it('answers a 1 MB body to a JSON route with 413 and the DRF detail', async () => {
    const { headers } = await creator();
    const bio = 'x'.repeat(1024 * 1024);
    for (const [url, payload] of [
      ['/api/edit_profile/', { bio, tags: [], countrys: [] }],
      ['/api/profile_data/', { username: bio }],
    ] as const) {
      const response = await call('POST', url, headers, payload);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'The request body is too large.' });
    }
  });

  it('still takes a large picture on save_pp (its own limit)', async () => {
    const { headers } = await creator();
    // Noise does not compress: a real PNG of well over 64 KB.
    const noisy = await sharp(Buffer.from(randomBytes(400 * 400 * 3)), {
      raw: { width: 400, height: 400, channels: 3 },
    })
      .png()
      .toBuffer();
    const pp = `data:image/png;base64,${noisy.toString('base64')}`;
    expect(pp.length).toBeGreaterThan(256 * 1024);
    const response = await call('POST', '/api/save_pp/', headers, { pp });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('public profile', () => {
  async function publicCreator() {
    const made = await creator({
      bio: 'Cooking videos every week',
      tags: ['food'],
      countries: ['Italy'],
      isContentCreator: true,
    });
    await call('POST', '/api/linkview/', made.headers, {
      link: 'https://example.com/shop',
      text: 'Shop',
    });
    return made;
  }
  const profileData = (username: string) =>
    app.inject({ method: 'POST', url: '/api/profile_data/', payload: { username } });

  it('shows a visible, paid profile to anyone', async () => {
    const { user } = await publicCreator();
    const response = await profileData(user.username.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: {
        username: user.username,
        profile_picture: null,
        is_content_producer: true,
        countrys: [{ name: 'Italy' }],
        tags: [{ name: 'food' }],
        profile_text: 'Cooking videos every week',
        theme: 'violet',
      },
      socials: [],
      links: [{ id: expect.any(Number), title: 'Shop', link: 'https://example.com/shop' }],
      ads: [],
      packages: [],
      reviews: { average: null, count: 0, items: [] },
      reply_time: null,
      results: null,
      view_token: expect.stringMatching(/^\d+\.[\w-]+$/),
    });
  });

  it('answers 404 for hidden, unpaid and unknown profiles', async () => {
    const hidden = await publicCreator();
    await call('POST', '/api/change_visibility/', hidden.headers);
    const unpaid = await publicCreator();
    await app.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, unpaid.user.id));
    const explorer = await buildUser(app);
    for (const username of [
      hidden.user.username,
      unpaid.user.username,
      explorer.username,
      'nobody_at_all',
    ]) {
      const response = await profileData(username);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET /api/tags/', () => {
  it('suggests tags already used on the site by prefix', async () => {
    await buildUser(app, { tags: ['Fitness', 'fishing', 'food'] });
    const { headers } = await creator();
    const response = await app.inject({ url: '/api/tags/?prefix=fi', headers });
    expect(
      response
        .json()
        .map((tag: { name: string }) => tag.name)
        .sort(),
    ).toEqual(['Fitness', 'fishing']);
    expect((await app.inject({ url: '/api/tags/?prefix=', headers })).json()).toEqual([]);
  });
});
