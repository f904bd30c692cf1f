import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { manualSocials, users } from '../../db/schema';
import { buildPaidUser } from '../../test/factories';
import { app, everyPage, names, post, setUpSearch } from './search.harness';

setUpSearch();
describe('POST /api/search_user/', () => {
  it('puts prefix matches first, then close matches, case-insensitively', async () => {
    const body = (await post('/api/search_user/', { name: 'CHEF_0', range: 10 })).json();
    expect(names(body)).toEqual([
      'chef_00',
      'chef_01',
      'chef_02',
      'chef_03',
      'chef_04',
      'chef_05',
      'chef_06',
      'chef_07',
      'chef_08',
      'chef_09',
    ]);
    expect(body.isover).toBe(false);
    const similar = (await post('/api/search_user/', { name: 'bakr_anna', range: 10 })).json();
    expect(names(similar)).toContain('baker_anna');
  });

  it('reports followers as the sum of verified socials', async () => {
    const body = (await post('/api/search_user/', { name: 'chef_02', range: 10 })).json();
    expect(body.data[0]).toEqual({
      username: 'chef_02',
      profile_picture: null,
      followers: 3500,
      countrys: [{ name: 'France' }],
      tags: [{ name: 'food' }, { name: 'travel' }],
      lowest_price: null,
      reply_time: null,
      socials: [
        { social_media: 'Instagram', followers: 3000, audience: null },
        { social_media: 'Youtube', followers: 500, audience: null },
      ],
      pending: [],
      // Admin-checked socials: no platform vouches for them.
      verified_sources: [],
      rating: null,
      reviews_count: 0,
      results: null,
      audience_match: null,
    });
  });

  it('lists accounts waiting for verification apart, never counting them as followers', async () => {
    const newcomer = await buildPaidUser(app, { username: 'newcomer_pending' });
    await app.database.db
      .insert(manualSocials)
      .values({ userId: newcomer.id, platform: 'Tiktok', handle: 'newcomer' });
    const body = (await post('/api/search_user/', { name: 'newcomer_p', range: 10 })).json();
    expect(body.data[0]).toMatchObject({
      username: 'newcomer_pending',
      followers: 0,
      socials: [],
      pending: ['Tiktok'],
    });
    // The other tests count the seeded profiles.
    await app.database.db.delete(users).where(eq(users.id, newcomer.id));
  });

  it('pages through every match once, never showing hidden or unpaid profiles', async () => {
    const all = await everyPage('/api/search_user/', { name: 'chef' });
    expect(all).toHaveLength(23);
    expect(new Set(all).size).toBe(23);
    expect(all).not.toContain('chef_hidden');
    expect(all).not.toContain('chef_unpaid');
    expect(all).not.toContain('chef_lapsed');
  });

  it('continues with close matches after the prefix matches, without repeats across pages', async () => {
    const first = (await post('/api/search_user/', { name: 'chef_0', range: 10 })).json();
    const second = (await post('/api/search_user/', { name: 'chef_0', range: 20 })).json();
    expect(names(first).every((name: string) => name.startsWith('chef_0'))).toBe(true);
    expect(first.isover).toBe(false);
    expect(names(second).length).toBeGreaterThan(0);
    expect(names(second).some((name: string) => name.startsWith('chef_0'))).toBe(false);
    expect(new Set([...names(first), ...names(second)]).size).toBe(
      names(first).length + names(second).length,
    );
  });

  it('answers an empty list for an empty name', async () => {
    expect((await post('/api/search_user/', { name: '   ', range: 10 })).json()).toEqual({
      data: [],
      isover: true,
    });
  });
});

describe('search access', () => {
  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/search_user/',
      payload: { name: 'chef', range: 10 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('hides a profile as soon as its owner turns visibility off', async () => {
    const [row] = await app.database.db.select().from(users).where(eq(users.username, 'chef_05'));
    await app.database.db
      .update(users)
      .set({ isVisible: false })
      .where(eq(users.id, row?.id ?? 0));
    expect(
      names((await post('/api/search_user/', { name: 'chef_05', range: 10 })).json()),
    ).not.toContain('chef_05');
    await app.database.db
      .update(users)
      .set({ isVisible: true })
      .where(eq(users.id, row?.id ?? 0));
  });
});
