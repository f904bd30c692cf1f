import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SocialAudience, SocialData } from '@partnerly/shared';
import { socials } from '../../db/schema';
import { app, audienceSeenBy, choose, creator, member, setUpAudienceApp } from './audience.harness';

setUpAudienceApp();

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
