/** Creators with a read audience, members, and the calls the audience tests make. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { SocialData } from '@partnerly/shared';
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

export let app: FastifyInstance;

/** One app for the file's tests (a test file calls this at its top). */
export function setUpAudienceApp() {
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
}

export const INSTAGRAM: PlatformAudience = {
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
export async function creator(
  platform: 'instagram' | 'tiktok' = 'instagram',
  audience: PlatformAudience = INSTAGRAM,
) {
  const user = await buildPaidUser(app);
  await connectWithAudience(app, user.id, platform, audience);
  return { user, headers: bearer((await login(app, user.username)).access) };
}

/**
 * Gives `userId` a verified account on `platform`, connected and read two days ago as
 * `audience`, with 10% follower growth over 30 days.
 */
export async function connectWithAudience(
  on: FastifyInstance,
  userId: number,
  platform: 'instagram' | 'tiktok' = 'instagram',
  audience: PlatformAudience = INSTAGRAM,
) {
  const { db } = on.database;
  await db.insert(socials).values({
    userId,
    platform: platform === 'instagram' ? 'Instagram' : 'Tiktok',
    link: `https://example.com/${platform}-${userId}`,
    followers: 1100,
    source: platform,
  });
  const [connection] = await db
    .insert(platformConnections)
    .values({
      userId,
      platform,
      accountId: `${platform}-${userId}`,
      username: `${platform}_${userId}`,
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
}

export async function member() {
  const user = await buildUser(app);
  return bearer((await login(app, user.username)).access);
}

export async function audienceSeenBy(username: string, headers: Record<string, string> = {}) {
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

export const choose = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/audience-visibility/', headers, payload });

export const storedChoice = async (userId: number) =>
  (
    await app.database.db
      .select()
      .from(audienceVisibility)
      .where(eq(audienceVisibility.userId, userId))
  )[0];
