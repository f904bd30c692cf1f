import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { EXPLORE_PAGE_SIZE, type ExplorePage } from '@partnerly/shared';
import { ads, subscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

let app: FastifyInstance;
let headers: Record<string, string>;
const PUBLIC_ADS = EXPLORE_PAGE_SIZE + 2;

async function addAd(userId: number, title: string) {
  await app.database.db.insert(ads).values({
    userId,
    title,
    text: `${title}: looking for creators`,
    cpmCents: 1250,
    imageHash: 'a'.repeat(64),
  });
}

beforeAll(async () => {
  app = await createTestApp();
  for (let i = 0; i < PUBLIC_ADS; i += 1) {
    const creator = await buildPaidUser(app, { username: `brand_${String(i).padStart(2, '0')}` });
    await addAd(creator.id, `Campaign ${i}`);
  }
  const hidden = await buildPaidUser(app, { username: 'brand_hidden', isVisible: false });
  const unpaid = await buildUser(app, { username: 'brand_unpaid' });
  const lapsed = await buildPaidUser(app, { username: 'brand_lapsed' });
  await app.database.db
    .update(subscriptions)
    .set({ status: 'canceled' })
    .where(eq(subscriptions.userId, lapsed.id));
  for (const user of [hidden, unpaid, lapsed]) await addAd(user.id, `Private ${user.username}`);
  const explorer = await buildUser(app);
  headers = bearer((await login(app, explorer.username)).access);
});
afterAll(async () => {
  await app.close();
});

const explore = (query = '', as = headers) =>
  app.inject({ url: `/api/explore/${query}`, headers: as });

describe('GET /api/explore/', () => {
  it('pages through the ads of public profiles only, newest first, with no repeats', async () => {
    const first = await explore();
    expect(first.statusCode).toBe(200);
    const one = first.json<ExplorePage>();
    expect(one.data).toHaveLength(EXPLORE_PAGE_SIZE);
    expect(one.data[0]).toEqual({
      id: expect.any(Number),
      image: `/media/${'a'.repeat(64)}.jpg`,
      title: `Campaign ${PUBLIC_ADS - 1}`,
      text: `Campaign ${PUBLIC_ADS - 1}: looking for creators`,
      cpm: 12.5,
      user: `brand_${PUBLIC_ADS - 1}`,
      profile_picture: null,
      rating: null,
      reviews_count: 0,
    });
    expect(one.next).toBe(one.data.at(-1)?.id);
    const two = (await explore(`?cursor=${one.next}`)).json<ExplorePage>();
    expect(two.next).toBeNull();
    const titles = [...one.data, ...two.data].map((ad) => ad.title);
    expect(titles).toEqual(
      Array.from({ length: PUBLIC_ADS }, (_, i) => `Campaign ${PUBLIC_ADS - 1 - i}`),
    );
  });

  it('answers 400 with a field error for a cursor that is not a positive whole number', async () => {
    for (const cursor of ['abc', '0', '-3', '1.5']) {
      const response = await explore(`?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['cursor']);
    }
  });

  it('needs a signed-in user but no paid plan', async () => {
    expect((await app.inject({ url: '/api/explore/' })).statusCode).toBe(401);
    expect((await explore('', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    expect((await explore()).statusCode).toBe(200);
  });
});
