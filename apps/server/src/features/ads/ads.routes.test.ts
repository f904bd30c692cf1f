import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ads } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, login } from '../../test/factories';
import { pngDataUrl } from '../../test/images';

let app: FastifyInstance;
let image: string;

beforeAll(async () => {
  app = await createTestApp();
  image = await pngDataUrl(1600, 900);
});
afterAll(async () => {
  await app.close();
});

async function creator() {
  const user = await buildPaidUser(app);
  return { user, headers: bearer((await login(app, user.username)).access) };
}
const addAd = (headers: Record<string, string>, values: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/add_ad/',
    headers,
    payload: {
      pp: image,
      title: 'Summer campaign',
      text: 'Looking for travel creators',
      cpm: 12.5,
      ...values,
    },
  });
const adsOf = (userId: number) => app.database.db.select().from(ads).where(eq(ads.userId, userId));

describe('ads', () => {
  it('creates an ad with a 1080 px square image', async () => {
    const { user, headers } = await creator();
    const response = await addAd(headers);
    expect(response.statusCode).toBe(201);
    const ad = response.json();
    expect(ad).toMatchObject({ title: 'Summer campaign', cpm: 12.5, user: user.username });
    const served = await app.inject(ad.image);
    const sharp = (await import('sharp')).default;
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 1080,
      height: 1080,
      format: 'jpeg',
    });
    expect((await app.inject({ url: '/api/UserData/', headers })).json().ads).toHaveLength(1);
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(255) }],
    ['text', { text: '' }],
    ['cpm', { cpm: -1 }],
    ['cpm', { cpm: 1.234 }],
    ['cpm', { cpm: 'cheap' }],
    ['pp', { pp: 'not an image' }],
  ])('refuses a bad %s and stores nothing', async (field, change) => {
    const { user, headers } = await creator();
    const response = await addAd(headers, change);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect(await adsOf(user.id)).toHaveLength(0);
  });

  it('deletes an ad and its image for the owner only', async () => {
    const owner = await creator();
    const stranger = await creator();
    const ad = (await addAd(owner.headers, { pp: await pngDataUrl(500, 500, '#123456') })).json();
    const remove = (headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: '/api/add_ad/', headers, payload: { adId: ad.id } });
    expect((await remove(stranger.headers)).statusCode).toBe(404);
    expect(await adsOf(owner.user.id)).toHaveLength(1);
    expect((await remove(owner.headers)).statusCode).toBe(200);
    expect(await adsOf(owner.user.id)).toHaveLength(0);
    expect((await app.inject(ad.image)).statusCode).toBe(404);
  });
});
