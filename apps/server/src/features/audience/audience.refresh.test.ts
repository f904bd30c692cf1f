import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { connectionAudiences } from '../../db/schema';
import {
  DAY,
  accountOf,
  app,
  connect,
  connectionOf,
  creator,
  setUpConnections,
  socialOf,
  standIns,
  sweepAt,
} from '../connections/connections.harness';
import type { PlatformAudience } from './audience';

setUpConnections();

const audienceOf = async (connectionId: number) =>
  (
    await app.database.db
      .select()
      .from(connectionAudiences)
      .where(eq(connectionAudiences.connectionId, connectionId))
  )[0];

const stored = async (userId: number, platform: 'instagram' | 'youtube' | 'tiktok') => {
  const connection = await connectionOf(userId, platform);
  const row = await audienceOf(connection?.id ?? 0);
  return row?.audience as PlatformAudience | undefined;
};

describe('the weekly audience read', () => {
  it('reads the audience right after connecting, then again only once a week has passed', async () => {
    const { user, headers } = await creator();
    const account = standIns.instagram.signIn(
      accountOf({
        followers: 1000,
        audience: { country: { US: 3, FR: 1 }, age: { '18-24': 1 }, gender: { F: 1 } },
      }),
    );
    // No sweep yet: the read queued at connection (decision 123) is done when `connect` returns.
    await connect(standIns.instagram, headers);
    expect((await stored(user.id, 'instagram'))?.countries).toEqual([
      { code: 'US', share: 75 },
      { code: 'FR', share: 25 },
    ]);
    account.audience = { country: { FR: 1 }, age: { '18-24': 1 }, gender: { F: 1 } };
    account.followers = 1200;
    const reads = () => standIns.instagram.reads.filter((id) => id === `${account.id}:audience`);
    expect(reads()).toHaveLength(1);
    // The sweep still reads the account a period on (its numbers), not yet its audience.
    await sweepAt(DAY + 60_000);
    await expect.poll(async () => (await socialOf(user.id, 'Instagram'))?.followers).toBe(1200);
    await sweepAt(2 * DAY + 60_000);
    expect(reads()).toHaveLength(1);
    expect((await stored(user.id, 'instagram'))?.countries[0]?.code).toBe('US');
    await sweepAt(8 * DAY + 120_000);
    await expect
      .poll(async () => (await stored(user.id, 'instagram'))?.countries)
      .toEqual([{ code: 'FR', share: 100 }]);
    expect(reads()).toHaveLength(2);
  });

  it('says so for an account under 100 followers', async () => {
    const { user, headers } = await creator();
    standIns.instagram.signIn(accountOf({ followers: 40 }));
    await connect(standIns.instagram, headers);
    await sweepAt(DAY + 60_000);
    await expect
      .poll(async () => (await stored(user.id, 'instagram'))?.unavailable)
      .toBe('under-100-followers');
  });

  it('says TikTok shares no audience data', async () => {
    const { user, headers } = await creator();
    standIns.tiktok.signIn(accountOf({ followers: 400 }));
    await connect(standIns.tiktok, headers);
    await sweepAt(DAY + 60_000);
    await expect
      .poll(async () => (await stored(user.id, 'tiktok'))?.unavailable)
      .toBe('no-audience-data');
  });

  it('asks a YouTube connection made without the analytics scope to reconnect', async () => {
    const { user, headers } = await creator();
    standIns.youtube.signIn(accountOf({ followers: 400, noAnalyticsScope: true }));
    await connect(standIns.youtube, headers);
    await sweepAt(DAY + 60_000);
    await expect
      .poll(async () => (await connectionOf(user.id, 'youtube'))?.refusedAt)
      .toBeInstanceOf(Date);
    expect(await stored(user.id, 'youtube')).toBeUndefined();
  });

  it('reads YouTube viewers by age, gender and country', async () => {
    const { user, headers } = await creator();
    standIns.youtube.signIn(
      accountOf({
        followers: 400,
        audience: { age: { '25-34': 100 }, gender: { female: 50, male: 50 }, country: { IN: 9 } },
      }),
    );
    await connect(standIns.youtube, headers);
    await sweepAt(DAY + 60_000);
    await expect
      .poll(async () => (await stored(user.id, 'youtube'))?.ages)
      .toEqual([{ range: '25-34', share: 100 }]);
  });
});
