import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { connectionAudiences, platformConnections } from '../../db/schema';
import type { ShownAudience } from './audience';
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
    const [row] = await audienceRepository(app.database.db).ofUsers([user.id], '2026-01-01');
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
