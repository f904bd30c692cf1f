import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { connectionAudiences, followerCounts, platformConnections } from '../../db/schema';
import { connectionsRepository } from '../connections/connections.repository';
import { audienceRepository } from './audience.repository';
import { INSTAGRAM, app, choose, creator, setUpAudienceApp } from './audience.harness';
import { cardAudiencesJson, type AudienceRowData } from './card-audiences';

setUpAudienceApp();

const byConnection = (rows: AudienceRowData[] | null) =>
  rows && [...rows].sort((a, b) => a.connectionId - b.connectionId);

/**
 * The member's audiences as their profile_cards row keeps them, and as the cards' statement
 * builds them for a viewer without a target (decision 139).
 */
async function keptAndBuilt(userId: number) {
  const [row] = rowsOf<{ kept: AudienceRowData[] | null; built: AudienceRowData[] | null }>(
    await app.database.db.execute(sql`select c.audiences as kept,
        ${cardAudiencesJson({ owner: sql`u.id`, viewer: sql`null::int` })} as built
      from users u left join profile_cards c on c.user_id = u.id where u.id = ${userId}`),
  );
  return { kept: byConnection(row?.kept ?? null), built: byConnection(row?.built ?? null) };
}

/** Decision 139: a card's audiences are kept on its profile_cards row by the database. */
describe('the audiences a search card keeps', () => {
  it('are the rows the cards statement builds, through every change of what they are read from', async () => {
    const { user, headers } = await creator();
    const [connection] = await app.database.db
      .select({ id: platformConnections.id })
      .from(platformConnections)
      .where(eq(platformConnections.userId, user.id));
    const connectionId = connection?.id ?? 0;
    const expectSame = async () => {
      const { kept, built } = await keptAndBuilt(user.id);
      expect(kept).toEqual(built);
      return kept;
    };

    // Connected and read: the audience, its growth, the defaults of who sees what.
    const first = await expectSame();
    expect(first?.map((row) => [row.platform, row.growth, row.match])).toEqual([
      ['instagram', 10, null],
    ]);

    // The creator hides a part.
    expect(
      (await choose(headers, { countries_engagement: 'public', ages_genders: 'hidden' }))
        .statusCode,
    ).toBe(200);
    expect((await expectSame())?.[0]?.agesGenders).toBe('hidden');

    // A new read of the audience.
    await audienceRepository(app.database.db).save(
      connectionId,
      { ...INSTAGRAM, countries: [{ code: 'JP', share: 100 }] },
      new Date(),
      new Date(Date.now() + 7 * 86_400_000),
    );
    expect((await expectSame())?.[0]?.audience.countries).toEqual([{ code: 'JP', share: 100 }]);

    // A new day's count moves the growth.
    const today = new Date().toISOString().slice(0, 10);
    await connectionsRepository(app.database.db).recordFollowers(connectionId, today, 1210);
    expect((await expectSame())?.[0]?.growth).toBeCloseTo(21);

    // A failed read only moves the next try: the card stays as it was.
    await audienceRepository(app.database.db).postpone(connectionId, 1, new Date());
    await expectSame();

    // The account is disconnected: its audience and counts leave with it.
    await app.database.db
      .delete(platformConnections)
      .where(eq(platformConnections.id, connectionId));
    expect(await expectSame()).toBeNull();
    expect(
      await app.database.db
        .select()
        .from(connectionAudiences)
        .where(eq(connectionAudiences.connectionId, connectionId)),
    ).toEqual([]);
    expect(
      await app.database.db
        .select()
        .from(followerCounts)
        .where(eq(followerCounts.connectionId, connectionId)),
    ).toEqual([]);
  });
});
