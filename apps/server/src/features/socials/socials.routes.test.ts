import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { manualSocials, socials } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, login } from '../../test/factories';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function creator() {
  const user = await buildPaidUser(app);
  return { user, headers: bearer((await login(app, user.username)).access) };
}
const call = (
  method: 'POST' | 'DELETE' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });
const submit = (headers: Record<string, string>, values: object = {}) =>
  call('POST', '/api/manuel_social_media/', headers, {
    socialMedia: 'Instagram',
    socialMediaUsername: '@cook.with.ada',
    tags: ['food', 'Food'],
    countrys: ['Italy'],
    ...values,
  });
async function verifiedSocial(userId: number) {
  const [row] = await app.database.db
    .insert(socials)
    .values({
      userId,
      platform: 'Youtube',
      link: 'https://www.youtube.com/@ada',
      followers: 1200,
      tags: ['food'],
    })
    .returning();
  if (!row) throw new Error('social not created');
  return row;
}

describe('POST /api/manuel_social_media/', () => {
  it('puts the account in verification', async () => {
    const { headers } = await creator();
    const response = await submit(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      social_media: 'Instagram',
      username: 'cook.with.ada',
      tags: [{ name: 'food' }],
      countrys: [{ name: 'Italy' }],
    });
    const me = (await app.inject({ url: '/api/UserData/', headers })).json();
    expect(me.manule_socials).toHaveLength(1);
  });

  it('takes one account per platform, pending or verified', async () => {
    const { user, headers } = await creator();
    expect((await submit(headers)).statusCode).toBe(200);
    const again = await submit(headers, { socialMediaUsername: 'other' });
    expect(again.json()).toEqual({ socialMedia: ['You already added a Instagram account.'] });
    await verifiedSocial(user.id);
    expect((await submit(headers, { socialMedia: 'Youtube' })).statusCode).toBe(400);
  });

  it.each([
    ['socialMedia', { socialMedia: 'MySpace' }, 'Please select a social media.'],
    ['socialMedia', { socialMedia: undefined }, 'Please select a social media.'],
    ['socialMediaUsername', { socialMediaUsername: '' }, 'Please enter a username.'],
    [
      'socialMediaUsername',
      { socialMediaUsername: 'x'.repeat(255) },
      'Ensure this field has no more than 254 characters.',
    ],
    [
      'socialMediaUsername',
      { socialMediaUsername: 'https://instagram.com/ada' },
      'Enter the username only, without spaces or a web address.',
    ],
    [
      'socialMediaUsername',
      { socialMedia: 'Facebook', socialMediaUsername: 'ada' },
      'Paste the address of your Facebook profile, starting with https://.',
    ],
    [
      'tags',
      { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'You can only select 10 tags.',
    ],
    [
      'countrys',
      { countrys: ['France', 'Spain', 'Italy', 'Chile', 'Peru', 'Japan'] },
      'You can only select 5 countries.',
    ],
  ])('refuses a bad %s and stores nothing', async (field, change, message) => {
    const { user, headers } = await creator();
    const response = await submit(headers, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
    expect(
      await app.database.db.select().from(manualSocials).where(eq(manualSocials.userId, user.id)),
    ).toHaveLength(0);
  });

  it('accepts a Facebook profile address', async () => {
    const { headers } = await creator();
    const response = await submit(headers, {
      socialMedia: 'Facebook',
      socialMediaUsername: 'https://www.facebook.com/ada',
    });
    expect(response.json().username).toBe('https://www.facebook.com/ada');
  });
});

describe('owner-only changes', () => {
  it('lets the owner delete a pending account; others get 404 and change nothing', async () => {
    const owner = await creator();
    const stranger = await creator();
    const { id } = (await submit(owner.headers)).json();
    expect(
      (await call('DELETE', '/api/manuel_social_media/', stranger.headers, { socialId: id }))
        .statusCode,
    ).toBe(404);
    expect(
      await app.database.db.select().from(manualSocials).where(eq(manualSocials.id, id)),
    ).toHaveLength(1);
    expect(
      (await call('DELETE', '/api/manuel_social_media/', owner.headers, { socialId: id }))
        .statusCode,
    ).toBe(200);
    expect(
      await app.database.db.select().from(manualSocials).where(eq(manualSocials.id, id)),
    ).toHaveLength(0);
  });

  it('updates the audience of a verified account for its owner only', async () => {
    const owner = await creator();
    const stranger = await creator();
    const social = await verifiedSocial(owner.user.id);
    const payload = { updateid: social.id, tags: ['cooking'], countrys: ['Global'] };
    expect((await call('PUT', '/api/social_media/', stranger.headers, payload)).statusCode).toBe(
      404,
    );
    const response = await call('PUT', '/api/social_media/', owner.headers, payload);
    expect(response.json()).toEqual({
      id: social.id,
      social_media: 'Youtube',
      link: 'https://www.youtube.com/@ada',
      followers: 1200,
      followers_hidden: false,
      // Checked by an admin (issue 31): the social says who vouches for it, and since when.
      source: 'admin',
      followers_updated_at: social.updatedAt.toISOString(),
      tags: [{ name: 'cooking' }],
      countrys: [{ name: 'Global' }],
      // No platform vouches for an admin-checked account's audience (decision 104).
      audience: null,
    });
    const bad = await call('PUT', '/api/social_media/', owner.headers, {
      ...payload,
      countrys: ['Nowhere'],
    });
    expect(bad.json()).toEqual({ countrys: ['Choose a country from the list.'] });
  });

  it('deletes a verified account for its owner only', async () => {
    const owner = await creator();
    const stranger = await creator();
    const social = await verifiedSocial(owner.user.id);
    expect(
      (await call('DELETE', '/api/social_media/', stranger.headers, { socialId: social.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', '/api/social_media/', owner.headers, { socialId: social.id }))
        .statusCode,
    ).toBe(200);
    expect(
      await app.database.db.select().from(socials).where(eq(socials.id, social.id)),
    ).toHaveLength(0);
  });
});
