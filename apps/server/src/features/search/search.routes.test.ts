import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { manualSocials, packages, socials, subscriptions, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

let app: FastifyInstance;
let headers: Record<string, string>;

/** 23 public creators plus hidden and unpaid ones, with known tags, countries and socials. */
async function seed() {
  for (let i = 0; i < 23; i += 1) {
    const user = await buildPaidUser(app, {
      username: `chef_${String(i).padStart(2, '0')}`,
      tags: i % 2 === 0 ? ['food', 'travel'] : ['food'],
      countries: i % 3 === 0 ? ['Italy'] : ['France'],
      isContentCreator: i % 4 === 0,
    });
    await app.database.db.insert(socials).values([
      {
        userId: user.id,
        platform: 'Instagram',
        link: `https://www.instagram.com/chef_${i}`,
        followers: (i + 1) * 1000,
        tags: i < 5 ? ['pasta'] : ['baking'],
        countries: i < 10 ? ['Italy'] : ['Spain'],
      },
      {
        userId: user.id,
        platform: 'Youtube',
        link: `https://www.youtube.com/@chef_${i}`,
        followers: 500,
      },
    ]);
  }
  const hidden = await buildPaidUser(app, {
    username: 'chef_hidden',
    tags: ['food'],
    isVisible: false,
  });
  const unpaid = await buildUser(app, { username: 'chef_unpaid', tags: ['food'] });
  const lapsed = await buildPaidUser(app, { username: 'chef_lapsed', tags: ['food'] });
  await app.database.db
    .update(subscriptions)
    .set({ status: 'past_due' })
    .where(eq(subscriptions.userId, lapsed.id));
  for (const user of [hidden, unpaid, lapsed]) {
    await app.database.db.insert(socials).values({
      userId: user.id,
      platform: 'Instagram',
      link: 'https://www.instagram.com/x',
      followers: 5000,
    });
  }
  await buildPaidUser(app, { username: 'baker_anna', tags: ['baking'] });
}

beforeAll(async () => {
  app = await createTestApp();
  await seed();
  const explorer = await buildUser(app);
  headers = bearer((await login(app, explorer.username)).access);
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const names = (body: { data: { username: string }[] }) => body.data.map((row) => row.username);

/** Walks every window of a search and returns all usernames in order. */
async function everyPage(url: string, payload: object) {
  const seen: string[] = [];
  for (let range = 10; range <= 200; range += 10) {
    const body = (await post(url, { ...payload, range })).json();
    seen.push(...names(body));
    if (body.isover) return seen;
  }
  throw new Error('isover never came');
}

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
        { social_media: 'Instagram', followers: 3000 },
        { social_media: 'Youtube', followers: 500 },
      ],
      pending: [],
      // Admin-checked socials: no platform vouches for them.
      verified_sources: [],
      rating: null,
      reviews_count: 0,
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

describe('POST /api/filter_user_by_social/', () => {
  const filter = (values: object) =>
    post('/api/filter_user_by_social/', {
      socialMedia: 'Instagram',
      countrys: [],
      tags: [],
      sort: '',
      range: 10,
      ...values,
    });

  it("filters by platform and follower range with that account's followers", async () => {
    const body = (await filter({ minFollowers: 3000, maxFollowers: 5000, sort: '+' })).json();
    expect(body.data.map((row: { followers: number }) => row.followers)).toEqual([
      3000, 4000, 5000,
    ]);
    expect(names(body)).toEqual(['chef_02', 'chef_03', 'chef_04']);
  });

  it('keeps creators with a package up to the price, and shows their lowest price', async () => {
    const chef = async (name: string) => {
      const [row] = await app.database.db.select().from(users).where(eq(users.username, name));
      if (!row) throw new Error(`no ${name}`);
      return row;
    };
    const [cheap, dear] = await Promise.all([chef('chef_05'), chef('chef_06')]);
    const offer = { platform: 'Instagram' as const, description: '', deliveryDays: 3 };
    await app.database.db.insert(packages).values([
      { ...offer, userId: cheap.id, title: 'Reel', price: 300 },
      { ...offer, userId: cheap.id, title: 'Story', price: 120 },
      { ...offer, userId: dear.id, title: 'Reel', price: 900 },
    ]);
    try {
      const upTo = async (maxPrice: unknown) => (await filter({ maxPrice, sort: '+' })).json();
      const within = await upTo(300);
      expect(names(within)).toEqual(['chef_05']);
      expect(within.data[0].lowest_price).toBe(120);
      expect(names(await upTo(900))).toEqual(['chef_05', 'chef_06']);
      expect(names(await upTo(100))).toEqual([]);
      // No bound: everyone (the first window here), null for those without packages.
      const all = await upTo('');
      expect(all.data).toHaveLength(10);
      const price = (name: string) =>
        all.data.find((row: { username: string }) => row.username === name).lowest_price;
      expect(price('chef_06')).toBe(900);
      expect(price('chef_07')).toBeNull();
      for (const bad of [0, -5, 1.5, 1_000_001, 'cheap']) {
        const refused = await filter({ maxPrice: bad });
        expect(refused.statusCode).toBe(400);
        expect(Object.keys(refused.json())).toEqual(['maxPrice']);
      }
    } finally {
      await app.database.db.delete(packages);
    }
  });

  it('sorts by most and least followers', async () => {
    expect(names((await filter({ sort: '-' })).json()).slice(0, 2)).toEqual(['chef_22', 'chef_21']);
    expect(names((await filter({ sort: '+' })).json()).slice(0, 2)).toEqual(['chef_00', 'chef_01']);
  });

  it("filters by the account's tags, its countries, or either", async () => {
    expect(
      await everyPage('/api/filter_user_by_social/', {
        socialMedia: 'Instagram',
        tags: ['pasta'],
        countrys: [],
      }),
    ).toHaveLength(5);
    expect(
      await everyPage('/api/filter_user_by_social/', {
        socialMedia: 'Instagram',
        tags: [],
        countrys: ['Italy'],
      }),
    ).toHaveLength(10);
    expect(
      await everyPage('/api/filter_user_by_social/', {
        socialMedia: 'Instagram',
        tags: ['PASTA'],
        countrys: ['Spain'],
      }),
    ).toHaveLength(18);
  });

  it('pages every sort without repeats or gaps', async () => {
    for (const sort of ['', '-', '+']) {
      const all = await everyPage('/api/filter_user_by_social/', {
        socialMedia: 'Instagram',
        tags: [],
        countrys: [],
        sort,
      });
      expect(all).toHaveLength(23);
      expect(new Set(all).size).toBe(23);
    }
  });

  it.each([
    [{ socialMedia: '' }, 'socialMedia', 'Please select a social media.'],
    [{ minFollowers: -1 }, 'minFollowers', "Followers can't be negative."],
    [
      { minFollowers: 10, maxFollowers: 5 },
      'minFollowers',
      "Min followers can't be greater than max followers.",
    ],
    [
      { countrys: ['France', 'Spain', 'Italy', 'Chile', 'Peru', 'Japan'] },
      'countrys',
      'You can only select 5 countries.',
    ],
    [
      { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'tags',
      'You can only select 10 tags.',
    ],
    [{ sort: 'up' }, 'sort', 'Choose a sort order.'],
    [{ range: 5 }, 'range', 'The range starts at 10.'],
  ])('refuses %o with a 400 on %s', async (change, field, message) => {
    const response = await filter(change);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });
});

describe('POST /api/filter_user/', () => {
  const filter = (values: object) =>
    post('/api/filter_user/', { countrys_p: [], tags_p: [], checked: false, range: 10, ...values });

  it("filters by the profile's own countries and tags, and content creators", async () => {
    expect(
      await everyPage('/api/filter_user/', { countrys_p: ['Italy'], tags_p: [], checked: false }),
    ).toHaveLength(8);
    expect(
      await everyPage('/api/filter_user/', { countrys_p: [], tags_p: ['travel'], checked: false }),
    ).toHaveLength(12);
    const creators = await everyPage('/api/filter_user/', {
      countrys_p: [],
      tags_p: ['food'],
      checked: true,
    });
    expect(creators).toEqual(['chef_20', 'chef_16', 'chef_12', 'chef_08', 'chef_04', 'chef_00']);
  });

  it('lists all public profiles without filters, newest first, in stable pages', async () => {
    const all = await everyPage('/api/filter_user/', {});
    expect(all).toHaveLength(24);
    expect(all[0]).toBe('baker_anna');
    expect(all).not.toContain('chef_hidden');
  });

  it('validates its filters', async () => {
    expect((await filter({ countrys_p: ['Mars'] })).statusCode).toBe(400);
    expect((await filter({ checked: 'yes' })).statusCode).toBe(400);
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
