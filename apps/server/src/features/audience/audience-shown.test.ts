import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { connectionAudiences, followerCounts, platformConnections } from '../../db/schema';
import type { ShownAudience } from './audience';
import { connectionsRepository } from '../connections/connections.repository';
import { audienceRepository } from './audience.repository';
import { INSTAGRAM, app, audienceSeenBy, creator, setUpAudienceApp } from './audience.harness';

setUpAudienceApp();

/** 45 countries, as Instagram reports them: 60% in the first five, 40% over the other 40. */
const FORTY_FIVE = Array.from({ length: 45 }, (_, n) => ({
  code: String.fromCharCode(65 + Math.floor(n / 26), 65 + (n % 26)),
  share: n < 5 ? 12 : 1,
}));

/** Decision 135: every country is stored, the five charted ones and the rest's share are read. */
describe('the audience as pages read it (connection_audiences.shown_audience)', () => {
  it('carries the five charted countries and the share of the rest, not every country', async () => {
    const { user } = await creator('instagram', { ...INSTAGRAM, countries: FORTY_FIVE });
    const [row] = await audienceRepository(app.database.db).ofUsers([user.id]);
    const shown = row?.audience as ShownAudience;
    expect(shown.countries).toEqual(FORTY_FIVE.slice(0, 5));
    expect(shown.otherCountries).toBe(40);
    expect(shown.engagementRate).toBe(INSTAGRAM.engagementRate);
    expect(shown.ages).toEqual(INSTAGRAM.ages);

    // Every country stays stored: the search keys and the audience match read them.
    const [stored] = await app.database.db
      .select({
        countries: sql<number>`jsonb_array_length(${connectionAudiences.audience} -> 'countries')`,
      })
      .from(connectionAudiences)
      .innerJoin(platformConnections, eq(platformConnections.id, connectionAudiences.connectionId))
      .where(eq(platformConnections.userId, user.id));
    expect(stored?.countries).toBe(45);

    expect((await audienceSeenBy(user.username))?.countries).toEqual([
      ...FORTY_FIVE.slice(0, 5),
      { code: 'other', share: 40 },
    ]);
  });

  it('follows the audience as it is read again', async () => {
    const { user } = await creator('instagram', { ...INSTAGRAM, countries: FORTY_FIVE });
    const [connection] = await app.database.db
      .select({ id: platformConnections.id })
      .from(platformConnections)
      .where(eq(platformConnections.userId, user.id));
    await audienceRepository(app.database.db).save(
      connection?.id ?? 0,
      { ...INSTAGRAM, countries: [{ code: 'JP', share: 100 }] },
      new Date(),
      new Date(Date.now() + 7 * 86_400_000),
    );
    expect((await audienceSeenBy(user.username))?.countries).toEqual([{ code: 'JP', share: 100 }]);
  });
});

/** Decisions 136 and 138: the growth a page shows is kept where the daily counts are. */
describe('follower growth kept with the counts', () => {
  /** A connected account whose counts are exactly these (written as the refresh writes them). */
  async function accountWith(counts: { day: string; followers: number }[]) {
    const { user } = await creator();
    const [connection] = await app.database.db
      .select({ id: platformConnections.id })
      .from(platformConnections)
      .where(eq(platformConnections.userId, user.id));
    const connectionId = connection?.id ?? 0;
    await app.database.db
      .delete(followerCounts)
      .where(eq(followerCounts.connectionId, connectionId));
    if (counts.length > 0) {
      await app.database.db
        .insert(followerCounts)
        .values(counts.map((count) => ({ connectionId, ...count })));
    }
    const growth = async () =>
      (await audienceRepository(app.database.db).ofUsers([user.id]))[0]?.growth;
    return { connectionId, growth };
  }
  const growthWith = async (counts: { day: string; followers: number }[]) =>
    (await accountWith(counts)).growth();

  it('compares the latest count with the latest one at least 30 days older', async () => {
    expect(
      await growthWith([
        { day: '2026-08-30', followers: 800 },
        { day: '2026-10-27', followers: 1000 },
        { day: '2026-11-20', followers: 1050 },
        { day: '2026-11-28', followers: 1100 },
      ]),
    ).toBe(10);
  });

  it('gives the number JavaScript would, for the server to round', async () => {
    const growth = await growthWith([
      { day: '2026-10-29', followers: 3000 },
      { day: '2026-11-28', followers: 4000 },
    ]);
    expect(growth).toBe(((4000 - 3000) / 3000) * 100);
  });

  it('has none without a count that old, or from zero', async () => {
    expect(await growthWith([{ day: '2026-11-28', followers: 1100 }])).toBeNull();
    expect(
      await growthWith([
        { day: '2026-10-01', followers: 0 },
        { day: '2026-11-28', followers: 1100 },
      ]),
    ).toBeNull();
    expect(await growthWith([])).toBeNull();
  });

  it('follows every change of the counts: a new day, a second read the same day, a count removed', async () => {
    const { connectionId, growth } = await accountWith([
      { day: '2026-10-29', followers: 1000 },
      { day: '2026-11-28', followers: 1100 },
    ]);
    expect(await growth()).toBe(10);
    const connections = connectionsRepository(app.database.db);
    await connections.recordFollowers(connectionId, '2026-11-29', 1150);
    // The latest is now a day later, and 2026-10-29 is still at least 30 days before it.
    expect(await growth()).toBe(15);
    await connections.recordFollowers(connectionId, '2026-11-29', 1200);
    expect(await growth()).toBe(20);
    await app.database.db
      .delete(followerCounts)
      .where(
        and(eq(followerCounts.connectionId, connectionId), eq(followerCounts.day, '2026-10-29')),
      );
    expect(await growth()).toBeNull();
  });
});
