import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '../connections/platform-client';
import { startPlatformStandIn, type PlatformStandIn } from '../../test/platform-stand-ins';
import { instagramAudience } from './instagram-audience';
import { youtubeAudience } from './youtube-audience';

const NOW = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

let instagram: PlatformStandIn;
let youtube: PlatformStandIn;
const appOf = (standIn: PlatformStandIn) => ({
  clientId: standIn.client.id,
  clientSecret: standIn.client.secret,
  apiBase: standIn.base,
});

beforeAll(async () => {
  [instagram, youtube] = await Promise.all([
    startPlatformStandIn('instagram'),
    startPlatformStandIn('youtube'),
  ]);
});
afterAll(() => Promise.all([instagram.close(), youtube.close()]));

/** Twelve weekly posts of 90 likes and 10 comments, and an older one that must not count. */
const posts = [
  ...Array.from({ length: 12 }, (_, index) => ({
    likes: 90,
    comments: 10,
    at: daysAgo(index * 7 + 1),
  })),
  { likes: 100_000, comments: 0, at: daysAgo(200) },
];

describe('Instagram audience through the stand-in', () => {
  it('reads country, age and gender shares and the engagement of the last 12 posts', async () => {
    const account = instagram.signIn({
      id: 'ig-aud-1',
      username: 'ana',
      followers: 2000,
      audience: {
        country: { US: 600, GB: 300, DE: 100 },
        age: { '18-24': 500, '25-34': 400, '35-44': 100 },
        gender: { F: 700, M: 250, U: 50 },
      },
      posts,
    });
    const read = instagramAudience(appOf(instagram));
    const audience = await read(
      { accountId: account.id, followers: 2000 },
      instagram.tokenFor(account.id),
      NOW,
    );
    expect(audience.countries).toEqual([
      { code: 'US', share: 60 },
      { code: 'GB', share: 30 },
      { code: 'DE', share: 10 },
    ]);
    expect(audience.ages[0]).toEqual({ range: '18-24', share: 50 });
    expect(audience.genders).toEqual([
      { gender: 'female', share: 70 },
      { gender: 'male', share: 25 },
      { gender: 'other', share: 5 },
    ]);
    // (90 + 10) / 2000 = 5% per post; the 13th, viral post is outside the last 12.
    expect(audience.engagementRate).toBe(5);
    expect(audience.postsPerWeek).toBeCloseTo(1, 0);
    expect(audience.unavailable).toBeUndefined();
  });

  it('says so under 100 followers instead of failing', async () => {
    const account = instagram.signIn({ id: 'ig-aud-2', username: 'small', followers: 80, posts });
    const audience = await instagramAudience(appOf(instagram))(
      { accountId: account.id, followers: 80 },
      instagram.tokenFor(account.id),
      NOW,
    );
    expect(audience.unavailable).toBe('under-100-followers');
    expect(audience.countries).toEqual([]);
    expect(audience.engagementRate).toBe(125);
  });

  it('reports a refused token as refused, so the connection asks for a reconnect', async () => {
    const account = instagram.signIn({ id: 'ig-aud-3', username: 'gone', followers: 500 });
    const token = instagram.tokenFor(account.id);
    instagram.revokeAccount(account.id);
    const read = instagramAudience(appOf(instagram))(
      { accountId: account.id, followers: 500 },
      token,
      NOW,
    );
    await expect(read).rejects.toMatchObject({ kind: 'refused' });
  });

  it('reports a rate limit with its wait', async () => {
    const account = instagram.signIn({ id: 'ig-aud-4', username: 'busy', followers: 500 });
    instagram.state.rateLimited = 1;
    const read = instagramAudience(appOf(instagram))(
      { accountId: account.id, followers: 500 },
      instagram.tokenFor(account.id),
      NOW,
    );
    await expect(read).rejects.toBeInstanceOf(PlatformError);
    await expect(read).rejects.toMatchObject({ kind: 'rate-limited' });
    instagram.state.rateLimited = 0;
  });
});

describe('YouTube audience through the stand-in', () => {
  it('reads viewer percentages by age and gender and views by country over 90 days', async () => {
    const account = youtube.signIn({
      id: 'UC-aud-1',
      username: 'tube',
      followers: 5000,
      audience: {
        age: { '18-24': 40, '25-34': 40, '65+': 20 },
        gender: { female: 30, male: 70 },
        country: { BR: 750, PT: 250 },
      },
    });
    const audience = await youtubeAudience(appOf(youtube))(youtube.tokenFor(account.id), NOW);
    expect(audience.ages).toEqual([
      { range: '18-24', share: 40 },
      { range: '25-34', share: 40 },
      { range: '65+', share: 20 },
    ]);
    expect(audience.genders).toEqual([
      { gender: 'male', share: 70 },
      { gender: 'female', share: 30 },
    ]);
    expect(audience.countries).toEqual([
      { code: 'BR', share: 75 },
      { code: 'PT', share: 25 },
    ]);
  });

  it('says there is no audience data for a channel without any', async () => {
    const account = youtube.signIn({ id: 'UC-aud-2', username: 'new', followers: 3 });
    const audience = await youtubeAudience(appOf(youtube))(youtube.tokenFor(account.id), NOW);
    expect(audience.unavailable).toBe('no-audience-data');
  });

  it('reports a refused token as refused', async () => {
    const account = youtube.signIn({ id: 'UC-aud-3', username: 'gone', followers: 10 });
    const token = youtube.tokenFor(account.id);
    youtube.revokeAccount(account.id);
    await expect(youtubeAudience(appOf(youtube))(token, NOW)).rejects.toMatchObject({
      kind: 'refused',
    });
  });
});
