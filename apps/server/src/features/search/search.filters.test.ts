import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { packages, users } from '../../db/schema';
import { app, everyPage, names, post, setUpSearch } from './search.harness';

setUpSearch();
// Most seeded chefs are not content creators (brands): these ask for brands too, which the
// search leaves out unless asked (search.tags.test.ts).
describe('POST /api/filter_user_by_social/', () => {
  const filter = (values: object) =>
    post('/api/filter_user_by_social/', {
      socialMedia: 'Instagram',
      countrys: [],
      tags: [],
      sort: '',
      brands: true,
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
        brands: true,
        socialMedia: 'Instagram',
        tags: ['pasta'],
        countrys: [],
      }),
    ).toHaveLength(5);
    expect(
      await everyPage('/api/filter_user_by_social/', {
        brands: true,
        socialMedia: 'Instagram',
        tags: [],
        countrys: ['Italy'],
      }),
    ).toHaveLength(10);
    expect(
      await everyPage('/api/filter_user_by_social/', {
        brands: true,
        socialMedia: 'Instagram',
        tags: ['PASTA'],
        countrys: ['Spain'],
      }),
    ).toHaveLength(18);
  });

  it('pages every sort without repeats or gaps', async () => {
    for (const sort of ['', '-', '+']) {
      const all = await everyPage('/api/filter_user_by_social/', {
        brands: true,
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
