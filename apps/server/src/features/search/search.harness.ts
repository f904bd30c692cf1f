/** The search tests' shared set-up: an app seeded with known creators, an Explorer's calls. */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { socials, subscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

export let app: FastifyInstance;
export let headers: Record<string, string>;

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

/** One seeded app for the test file calling it, searched by a signed-in Explorer. */
export function setUpSearch() {
  beforeAll(async () => {
    app = await createTestApp();
    await seed();
    const explorer = await buildUser(app);
    headers = bearer((await login(app, explorer.username)).access);
  });
  afterAll(async () => {
    await app.close();
  });
}

export const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
export const names = (body: { data: { username: string }[] }) =>
  body.data.map((row) => row.username);

/** Walks every window of a search and returns all usernames in order. */
export async function everyPage(url: string, payload: object) {
  const seen: string[] = [];
  for (let range = 10; range <= 200; range += 10) {
    const body = (await post(url, { ...payload, range })).json();
    seen.push(...names(body));
    if (body.isover) return seen;
  }
  throw new Error('isover never came');
}
