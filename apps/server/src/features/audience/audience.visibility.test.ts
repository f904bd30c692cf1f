import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { SocialAudience, SocialData } from '@partnerly/shared';
import {
  audienceVisibility,
  connectionAudiences,
  followerCounts,
  platformConnections,
  socials,
} from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import type { PlatformAudience } from './audience';
import { AUDIENCE_VISIBILITY_CHANGES_PER_HOUR } from './audience.routes';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const INSTAGRAM: PlatformAudience = {
  countries: ['US', 'FR', 'DE', 'GB', 'ES', 'IT', 'PT'].map((code, index) => ({
    code,
    share: [40, 20, 15, 10, 5, 6, 4][index] ?? 0,
  })),
  ages: [
    { range: '25-34', share: 50 },
    { range: '18-24', share: 30 },
    { range: '65+', share: 20 },
  ],
  genders: [
    { gender: 'male', share: 38 },
    { gender: 'female', share: 60 },
    { gender: 'other', share: 2 },
  ],
  engagementRate: 4.25,
  postsPerWeek: 3.5,
};

const dayBefore = (days: number) => {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
};

/** A public creator whose account is connected and read: `audience` as the platform said. */
async function creator(
  platform: 'instagram' | 'tiktok' = 'instagram',
  audience: PlatformAudience = INSTAGRAM,
) {
  const user = await buildPaidUser(app);
  const { db } = app.database;
  await db.insert(socials).values({
    userId: user.id,
    platform: platform === 'instagram' ? 'Instagram' : 'Tiktok',
    link: `https://example.com/${user.username}`,
    followers: 1100,
    source: platform,
  });
  const [connection] = await db
    .insert(platformConnections)
    .values({
      userId: user.id,
      platform,
      accountId: `${platform}-${user.id}`,
      username: user.username,
      accessToken: 'sealed',
      nextRefreshAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const connectionId = connection?.id ?? 0;
  await db.insert(connectionAudiences).values({
    connectionId,
    audience,
    readAt: new Date(Date.now() - 2 * 86_400_000),
    nextReadAt: new Date(Date.now() + 5 * 86_400_000),
  });
  await db.insert(followerCounts).values([
    { connectionId, day: dayBefore(31), followers: 1000 },
    { connectionId, day: dayBefore(0), followers: 1100 },
  ]);
  return { user, headers: bearer((await login(app, user.username)).access) };
}

async function member() {
  const user = await buildUser(app);
  return bearer((await login(app, user.username)).access);
}

async function audienceSeenBy(username: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/profile_data/',
    headers,
    payload: { username },
  });
  expect(response.statusCode).toBe(200);
  const [social] = (response.json() as { socials: SocialData[] }).socials;
  return social?.audience;
}

const choose = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/audience-visibility/', headers, payload });

const storedChoice = async (userId: number) =>
  (
    await app.database.db
      .select()
      .from(audienceVisibility)
      .where(eq(audienceVisibility.userId, userId))
  )[0];

describe('socials[].audience in POST api/profile_data/', () => {
  it('shows a visitor the countries and engagement, not ages and genders (the defaults)', async () => {
    const { user } = await creator();
    const audience = await audienceSeenBy(user.username);
    expect(audience).toEqual<SocialAudience>({
      countries: [
        { code: 'US', share: 40 },
        { code: 'FR', share: 20 },
        { code: 'DE', share: 15 },
        { code: 'GB', share: 10 },
        { code: 'ES', share: 5 },
        { code: 'other', share: 10 },
      ],
      ages: null,
      genders: null,
      engagement_rate: 4.25,
      posts_per_week: 3.5,
      growth_30d: 10,
      updated_at: expect.any(String) as string,
      source: 'instagram',
      unavailable: null,
      more_for_members: true,
    });
    const total = (audience?.countries ?? []).reduce((sum, entry) => sum + entry.share, 0);
    expect(total).toBeCloseTo(100, 0);
  });

  it('shows a signed-in member the ages (youngest first) and genders too', async () => {
    const { user } = await creator();
    const audience = await audienceSeenBy(user.username, await member());
    expect(audience?.ages).toEqual([
      { range: '18-24', share: 30 },
      { range: '25-34', share: 50 },
      { range: '65+', share: 20 },
    ]);
    expect(audience?.genders?.map((entry) => entry.gender)).toEqual(['female', 'male', 'other']);
    expect(audience?.more_for_members).toBe(false);
  });

  it('hides a hidden part from visitors and members: null, not empty or zero', async () => {
    const { user, headers } = await creator();
    expect(
      (await choose(headers, { countries_engagement: 'hidden', ages_genders: 'public' }))
        .statusCode,
    ).toBe(200);
    for (const viewer of [{}, await member()]) {
      const audience = await audienceSeenBy(user.username, viewer);
      expect(audience?.countries).toBeNull();
      expect(audience?.engagement_rate).toBeNull();
      expect(audience?.posts_per_week).toBeNull();
      expect(audience?.growth_30d).toBeNull();
      expect(audience?.ages).toHaveLength(3);
    }
  });

  it('leaves the audience out altogether when every part is hidden', async () => {
    const { user, headers } = await creator();
    await choose(headers, { countries_engagement: 'hidden', ages_genders: 'hidden' });
    expect(await audienceSeenBy(user.username)).toBeNull();
    expect(await audienceSeenBy(user.username, await member())).toBeNull();
  });

  it('shows the owner every part, hidden ones included, on the page and in UserData', async () => {
    const { user, headers } = await creator();
    await choose(headers, { countries_engagement: 'hidden', ages_genders: 'hidden' });
    const seen = await audienceSeenBy(user.username, headers);
    expect(seen?.countries).toHaveLength(6);
    expect(seen?.ages).toHaveLength(3);
    expect(seen?.engagement_rate).toBe(4.25);
    const me = (await app.inject({ url: '/api/UserData/', headers })).json() as {
      socials: SocialData[];
      audience_visibility: unknown;
    };
    expect(me.audience_visibility).toEqual({
      countries_engagement: 'hidden',
      ages_genders: 'hidden',
    });
    expect(me.socials[0]?.audience?.genders).toHaveLength(3);
  });

  it('shows members-only parts to members alone', async () => {
    const { user, headers } = await creator();
    await choose(headers, { countries_engagement: 'members', ages_genders: 'members' });
    expect(await audienceSeenBy(user.username)).toBeNull();
    expect((await audienceSeenBy(user.username, await member()))?.countries).toHaveLength(6);
  });

  it('says why an account has no demographics: under 100 Instagram followers, TikTok', async () => {
    const small = await creator('instagram', {
      countries: [],
      ages: [],
      genders: [],
      engagementRate: 12.5,
      unavailable: 'under-100-followers',
    });
    const smallAudience = await audienceSeenBy(small.user.username, await member());
    expect(smallAudience).toMatchObject({
      unavailable: 'under-100-followers',
      countries: null,
      ages: null,
      genders: null,
      engagement_rate: 12.5,
    });
    const tiktok = await creator('tiktok', {
      countries: [],
      ages: [],
      genders: [],
      unavailable: 'no-audience-data',
    });
    expect(await audienceSeenBy(tiktok.user.username)).toMatchObject({
      source: 'tiktok',
      unavailable: 'no-audience-data',
      countries: null,
    });
  });

  it('shows no platform audience on an account an admin vouches for instead', async () => {
    const { user } = await creator();
    await app.database.db
      .update(socials)
      .set({ source: 'admin' })
      .where(eq(socials.userId, user.id));
    expect(await audienceSeenBy(user.username)).toBeNull();
  });

  it('gives search cards the members’ view', async () => {
    const { user } = await creator();
    const response = await app.inject({
      method: 'POST',
      url: '/api/search_user/',
      headers: await member(),
      payload: { name: user.username },
    });
    const card = (
      response.json() as {
        data: { username: string; socials: { audience: SocialAudience | null }[] }[];
      }
    ).data.find((entry) => entry.username === user.username);
    expect(card?.socials[0]?.audience?.ages).toHaveLength(3);
    expect(card?.socials[0]?.audience?.countries?.[0]).toEqual({ code: 'US', share: 40 });
  });
});

describe('PUT /api/audience-visibility/', () => {
  it('stores the choice and answers it', async () => {
    const { user, headers } = await creator();
    const response = await choose(headers, {
      countries_engagement: 'members',
      ages_genders: 'public',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ countries_engagement: 'members', ages_genders: 'public' });
    expect(await storedChoice(user.id)).toMatchObject({
      countriesEngagement: 'members',
      agesGenders: 'public',
    });
  });

  it.each([
    [{ countries_engagement: 'everyone', ages_genders: 'public' }, 'countries_engagement'],
    [{ countries_engagement: 'public' }, 'ages_genders'],
    [{ countries_engagement: 'public', ages_genders: 1 }, 'ages_genders'],
  ])('refuses %j with field errors and writes nothing', async (payload, field) => {
    const { user, headers } = await creator();
    const response = await choose(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json() as object)).toContain(field);
    expect(await storedChoice(user.id)).toBeUndefined();
  });

  it('cannot reach another member’s choice: a named member is refused, theirs unchanged', async () => {
    const other = await creator();
    await choose(other.headers, { countries_engagement: 'public', ages_genders: 'members' });
    const { user, headers } = await creator();
    for (const named of [{ username: other.user.username }, { user_id: other.user.id }]) {
      const response = await choose(headers, {
        countries_engagement: 'hidden',
        ages_genders: 'hidden',
        ...named,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await storedChoice(other.user.id)).toMatchObject({
      countriesEngagement: 'public',
      agesGenders: 'members',
    });
    expect(await storedChoice(user.id)).toBeUndefined();
    expect(await audienceSeenBy(other.user.username)).not.toBeNull();
  });

  it('needs Full Access (403) and a session (401), and writes nothing', async () => {
    const free = await buildUser(app);
    const headers = bearer((await login(app, free.username)).access);
    const body = { countries_engagement: 'hidden', ages_genders: 'hidden' };
    expect((await choose(headers, body)).statusCode).toBe(403);
    expect((await choose({}, body)).statusCode).toBe(401);
    expect(await storedChoice(free.id)).toBeUndefined();
  });

  it('keeps a per-member budget: the next change is 429 with Retry-After', async () => {
    const { headers } = await creator();
    const body = { countries_engagement: 'public', ages_genders: 'members' };
    for (let i = 0; i < AUDIENCE_VISIBILITY_CHANGES_PER_HOUR; i += 1) {
      expect((await choose(headers, body)).statusCode).toBe(200);
    }
    const over = await choose(headers, body);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const { headers: another } = await creator();
    expect((await choose(another, body)).statusCode).toBe(200);
  });
});
