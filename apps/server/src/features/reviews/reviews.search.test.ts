import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SearchPage } from '@partnerly/shared';
import { socials } from '../../db/schema';
import { createTestApp } from '../../test/app';
import type { Member } from '../deals/deals.fixtures';
import { reviewsApi } from './reviews.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof reviewsApi>;

beforeAll(async () => {
  app = await createTestApp();
  api = reviewsApi(app);
});
afterAll(async () => {
  await app.close();
});

/** A creator with an Instagram account tagged for this file's searches. */
async function creator(): Promise<Member> {
  const seller = await api.member();
  await app.database.db.insert(socials).values({
    userId: seller.id,
    platform: 'Instagram',
    link: `https://www.instagram.com/${seller.username}`,
    followers: 5000,
    tags: ['reviewed'],
  });
  return seller;
}

/** A completed order from a new buyer, reviewed by both sides (so published). */
async function reviewed(seller: Member, rating: number) {
  const buyer = await api.member();
  const order = await api.completed(buyer, seller);
  await api.review(buyer, order.id, { rating, text: 'Words for the record.' });
  await api.review(seller, order.id, { rating: 5 });
}

describe('ratings in search', () => {
  it('shows the average and count of published reviews, and filters "Rated 4 and up"', async () => {
    const excellent = await creator();
    await reviewed(excellent, 5);
    await reviewed(excellent, 4);
    const average = await creator();
    await reviewed(average, 3);
    const unrated = await creator();
    // A blind review counts for nothing yet.
    const blind = await creator();
    const buyer = await api.member();
    const order = await api.completed(buyer, blind);
    await api.review(buyer, order.id, { rating: 5 });

    const search = async (body: object) => {
      const response = await api.post(excellent, '/api/filter_user_by_social/', {
        socialMedia: 'Instagram',
        // Brands too: these reviewed members are not content creators (decision 096).
        brands: true,
        tags: ['reviewed'],
        ...body,
      });
      expect(response.statusCode).toBe(200);
      return response.json<SearchPage>().data;
    };
    const all = await search({});
    const byName = new Map(all.map((result) => [result.username, result]));
    expect(byName.get(excellent.username)).toMatchObject({ rating: 4.5, reviews_count: 2 });
    expect(byName.get(average.username)).toMatchObject({ rating: 3, reviews_count: 1 });
    expect(byName.get(unrated.username)).toMatchObject({ rating: null, reviews_count: 0 });
    expect(byName.get(blind.username)).toMatchObject({ rating: null, reviews_count: 0 });

    const rated = await search({ minRating: 4 });
    expect(rated.map((result) => result.username)).toEqual([excellent.username]);

    const byUsername = await api.post(excellent, '/api/search_user/', { name: average.username });
    expect(byUsername.json<SearchPage>().data[0]).toMatchObject({ rating: 3, reviews_count: 1 });
  });

  it('refuses a rating bound that is not a number from 1 to 5 (400 on minRating)', async () => {
    const someone = await api.member();
    for (const minRating of [0, 6, '4', null, true]) {
      const response = await api.post(someone, '/api/filter_user_by_social/', {
        socialMedia: 'Instagram',
        brands: true,
        minRating,
      });
      expect(response.statusCode, String(minRating)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['minRating']);
    }
  });
});
