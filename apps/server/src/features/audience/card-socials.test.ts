import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ConnectPlatform } from '@partnerly/shared';
import { rowsOf } from '../../db/client';
import { connectionAudiences, followerCounts, platformConnections, socials } from '../../db/schema';
import { connectionsRepository } from '../connections/connections.repository';
import { audienceRepository } from './audience.repository';
import {
  INSTAGRAM,
  app,
  choose,
  connectWithAudience,
  creator,
  setUpAudienceApp,
} from './audience.harness';
import { ownerAudiencesJson, type AudienceRowData } from './card-audiences';

setUpAudienceApp();

/**
 * A member's accounts as their profile_cards row keeps them for search cards (decision 144), and
 * as the TypeScript presentation shows them to another member: the accounts most followed
 * first, each with its platform's audience as `presentAudience(…, 'member')` shows it (the
 * audience service, as a member's view of the public profile reads it).
 */
async function keptAndPresented(userId: number) {
  const { db } = app.database;
  const [row] = rowsOf<{ kept: unknown[] | null; rows: AudienceRowData[] | null }>(
    await db.execute(sql`select c.shown_socials as kept,
        ${ownerAudiencesJson({ owner: sql`u.id`, viewer: sql`null::int` })} as rows
      from users u left join profile_cards c on c.user_id = u.id where u.id = ${userId}`),
  );
  const accounts = await db
    .select({ platform: socials.platform, followers: socials.followers, source: socials.source })
    .from(socials)
    .where(eq(socials.userId, userId))
    .orderBy(sql`${socials.followers} desc, ${socials.platform}`);
  // Ordered by connection, as the cards' presenter read them: the newest wins a platform.
  const rows = [...(row?.rows ?? [])].sort((a, b) => a.connectionId - b.connectionId);
  const audiences = app.services.audience.ofProfileRows(userId, rows, userId + 1_000_000);
  return {
    kept: row?.kept ?? [],
    presented: accounts.map((account) => ({
      social_media: account.platform,
      followers: account.followers,
      audience: audiences.get(account.source as ConnectPlatform) ?? null,
    })),
  };
}

const expectSame = async (userId: number) => {
  const { kept, presented } = await keptAndPresented(userId);
  expect(kept).toEqual(presented);
  return kept as { audience: Record<string, unknown> | null }[];
};

/** Decisions 139 and 144: a card's accounts are kept on its profile_cards row by the database. */
describe('the accounts a search card keeps', () => {
  it('are what the presenter shows members, through every change of what they are read from', async () => {
    const { user, headers } = await creator();
    const [connection] = await app.database.db
      .select({ id: platformConnections.id })
      .from(platformConnections)
      .where(eq(platformConnections.userId, user.id));
    const connectionId = connection?.id ?? 0;

    // Connected and read: the audience, its growth, the defaults of who sees what.
    const [first] = await expectSame(user.id);
    expect(first?.audience?.growth_30d).toBe(10);
    expect(first?.audience?.ages).not.toBeNull();

    // The creator hides a part.
    expect(
      (await choose(headers, { countries_engagement: 'public', ages_genders: 'hidden' }))
        .statusCode,
    ).toBe(200);
    expect((await expectSame(user.id))[0]?.audience?.ages).toBeNull();

    // A new read of the audience.
    await audienceRepository(app.database.db).save(
      connectionId,
      { ...INSTAGRAM, countries: [{ code: 'JP', share: 100 }] },
      new Date(),
      new Date(Date.now() + 7 * 86_400_000),
    );
    expect((await expectSame(user.id))[0]?.audience?.countries).toEqual([
      { code: 'JP', share: 100 },
    ]);

    // A new day's count moves the growth.
    const today = new Date().toISOString().slice(0, 10);
    await connectionsRepository(app.database.db).recordFollowers(connectionId, today, 1210);
    expect((await expectSame(user.id))[0]?.audience?.growth_30d).toBe(21);

    // A failed read only moves the next try: the card stays as it was.
    await audienceRepository(app.database.db).postpone(connectionId, 1, new Date());
    await expectSame(user.id);

    // The account is disconnected: its audience and counts leave with it.
    await app.database.db
      .delete(platformConnections)
      .where(eq(platformConnections.id, connectionId));
    expect((await expectSame(user.id)).map((account) => account.audience)).toEqual([null]);
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

  it('present every kind of audience and choice as the presenter does', async () => {
    const { db } = app.database;
    const { user, headers } = await creator('instagram', {
      // More than five countries, shares with two decimals: the rest summed as "other".
      countries: ['BR', 'US', 'PT', 'AR', 'MX', 'CL', 'CO', 'PE'].map((code, index) => ({
        code,
        share: [30.35, 20.25, 15.15, 10.05, 8.45, 7.25, 5.45, 3.05][index] ?? 0,
      })),
      // Out of order, as a platform may list them.
      ages: [
        { range: '65+', share: 5.5 },
        { range: '13-17', share: 10 },
        { range: '35-44', share: 20.5 },
        { range: '18-24', share: 30 },
        { range: '25-34', share: 34 },
      ],
      genders: [
        { gender: 'other', share: 1.5 },
        { gender: 'male', share: 40 },
        { gender: 'female', share: 58.5 },
      ],
      engagementRate: 3.05,
    });
    // A second platform whose audience the platform does not give.
    await connectWithAudience(app, user.id, 'tiktok', {
      countries: [],
      ages: [],
      genders: [],
      unavailable: 'no-audience-data',
      engagementRate: 7.5,
      postsPerWeek: 2,
    });
    // Growth on a double's last digit (2.05 is 2.0499… as a double), and a loss.
    const growths = { instagram: 2.05, tiktok: -3.35 };
    for (const [platform, growth] of Object.entries(growths)) {
      await db
        .update(platformConnections)
        .set({ followerGrowth: growth })
        .where(
          sql`${platformConnections.userId} = ${user.id} and ${platformConnections.platform} = ${platform}`,
        );
    }
    // A read time with microseconds, which a page shows to the millisecond.
    await db.execute(sql`update connection_audiences set read_at = '2026-11-28 10:11:12.345678+00'
      where connection_id in (select id from platform_connections where user_id = ${user.id})`);

    const shown = await expectSame(user.id);
    const instagram = shown.find((account) => account.audience?.source === 'instagram')?.audience;
    expect(instagram?.countries).toEqual([
      { code: 'BR', share: 30.35 },
      { code: 'US', share: 20.25 },
      { code: 'PT', share: 15.15 },
      { code: 'AR', share: 10.05 },
      { code: 'MX', share: 8.45 },
      { code: 'other', share: 15.8 },
    ]);
    expect(instagram?.updated_at).toBe('2026-11-28T10:11:12.345Z');
    expect(shown.map((account) => account.audience?.unavailable ?? null)).toContain(
      'no-audience-data',
    );

    for (const choice of [
      { countries_engagement: 'members', ages_genders: 'hidden' },
      { countries_engagement: 'hidden', ages_genders: 'public' },
      { countries_engagement: 'hidden', ages_genders: 'hidden' },
      { countries_engagement: 'public', ages_genders: 'members' },
    ]) {
      expect((await choose(headers, choice)).statusCode).toBe(200);
      const accounts = await expectSame(user.id);
      if (choice.countries_engagement === 'hidden' && choice.ages_genders === 'hidden') {
        expect(accounts.map((account) => account.audience)).toEqual([null, null]);
      }
    }
  });
});
