import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { socials, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

/**
 * Issue 53, point 7: a tag is one idea. The social filter finds a creator whose #travel is on
 * her profile as well as one whose #travel is on the account, and leaves brands out unless
 * asked. The owner's tags and creator flag reach the accounts through the database's
 * triggers, so these run on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
let app: FastifyInstance;
let headers: Record<string, string>;

async function withInstagram(
  username: string,
  profile: { tags: string[]; isContentCreator: boolean },
  accountTags: string[],
) {
  const user = await buildPaidUser(app, { username, ...profile });
  await app.database.db.insert(socials).values({
    userId: user.id,
    platform: 'Instagram',
    link: `https://www.instagram.com/${username}`,
    followers: 20_000,
    source: 'instagram',
    tags: accountTags,
  });
  return user;
}

beforeAll(async () => {
  app = await createTestApp();
  // The walk's case: #travel on her profile only, a verified Instagram without tags.
  await withInstagram('tess_travels', { tags: ['travel'], isContentCreator: true }, []);
  await withInstagram('amy_abroad', { tags: ['food'], isContentCreator: true }, ['travel']);
  await withInstagram('hotel_brand', { tags: ['travel'], isContentCreator: false }, ['travel']);
  await withInstagram('cook_carl', { tags: ['food'], isContentCreator: true }, ['food']);
  const explorer = await buildUser(app);
  headers = bearer((await login(app, explorer.username)).access);
});
afterAll(async () => {
  await app.close();
});

const search = async (values: object) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/filter_user_by_social/',
    headers,
    payload: { socialMedia: 'Instagram', countrys: [], tags: [], sort: '', range: 10, ...values },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { username: string; tags: { name: string }[] }[] }>();
};
const names = (page: { data: { username: string }[] }) =>
  page.data.map((row) => row.username).sort();

describe('the social filter reads tags on the account or the profile (issue 53)', () => {
  it('finds a creator whose tag is on her profile and one whose tag is on her account', async () => {
    const found = await search({ tags: ['travel'], verifiedOnly: true });
    expect(names(found)).toEqual(['amy_abroad', 'tess_travels']);
    // The card shows the tag it was found by, the account's first, then the profile's.
    const amy = found.data.find((row) => row.username === 'amy_abroad');
    expect(amy?.tags.map((tag) => tag.name)).toEqual(['travel', 'food']);
  });

  it('follows a profile whose tags change, through the triggers', async () => {
    const carl = eq(users.username, 'cook_carl');
    await app.database.db
      .update(users)
      .set({ tags: ['food', 'travel'] })
      .where(carl);
    try {
      expect(names(await search({ tags: ['travel'] }))).toContain('cook_carl');
    } finally {
      await app.database.db
        .update(users)
        .set({ tags: ['food'] })
        .where(carl);
    }
    expect(names(await search({ tags: ['travel'] }))).not.toContain('cook_carl');
  });

  it('leaves brands out unless asked', async () => {
    expect(names(await search({}))).toEqual(['amy_abroad', 'cook_carl', 'tess_travels']);
    expect(names(await search({ tags: ['travel'], brands: true }))).toEqual([
      'amy_abroad',
      'hotel_brand',
      'tess_travels',
    ]);
  });

  it('follows a member who becomes a content creator', async () => {
    await app.database.db
      .update(users)
      .set({ isContentCreator: true })
      .where(eq(users.username, 'hotel_brand'));
    try {
      expect(names(await search({ tags: ['travel'] }))).toContain('hotel_brand');
    } finally {
      await app.database.db
        .update(users)
        .set({ isContentCreator: false })
        .where(eq(users.username, 'hotel_brand'));
    }
  });

  it('refuses a brands flag that is not true or false, with a 400 on the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/filter_user_by_social/',
      headers,
      payload: { socialMedia: 'Instagram', brands: 'yes', range: 10 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['brands']);
  });
});
