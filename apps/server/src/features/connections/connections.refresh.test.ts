import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { followerCounts, platformConnections, socials } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { refreshSweepSeconds } from './connections.job';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import {
  DAY,
  MAIL_WAIT,
  accountOf,
  accounts,
  app,
  connect,
  connectionOf,
  creator,
  logText,
  lostMails,
  setUpConnections,
  socialOf,
  standIns,
  sweepAt,
  userData,
} from './connections.harness';

setUpConnections();

describe('fresh numbers', () => {
  it('sweeps a 24th of the period, between 30 s and 15 min, and twice a period under a minute', () => {
    expect(refreshSweepSeconds(86_400)).toBe(900);
    expect(refreshSweepSeconds(3_600)).toBe(150);
    expect(refreshSweepSeconds(60)).toBe(30);
    // Only a test server may set a period under a minute (config-deployment.ts).
    expect(refreshSweepSeconds(10)).toBe(5);
  });

  it('reads each account again after the period, renewing expired tokens, one count a day', async () => {
    const { user, headers } = await creator();
    const youtube = standIns.youtube.signIn(accountOf({ followers: 100 }));
    const tiktok = standIns.tiktok.signIn(accountOf({ followers: 200 }));
    await connect(standIns.youtube, headers);
    await connect(standIns.tiktok, headers);
    youtube.followers = 150;
    tiktok.followers = 260;
    // A day on, YouTube's 1-hour and TikTok's 24-hour access tokens have expired.
    await sweepAt(DAY + 60_000);
    await expect.poll(async () => (await socialOf(user.id, 'Youtube'))?.followers).toBe(150);
    await expect.poll(async () => (await socialOf(user.id, 'Tiktok'))?.followers).toBe(260);
    const connection = await connectionOf(user.id, 'youtube');
    const history = await app.database.db
      .select()
      .from(followerCounts)
      .where(eq(followerCounts.connectionId, connection?.id ?? 0));
    expect(history.map((row) => row.followers).sort()).toEqual([100, 150]);
    const days = await app.inject({ url: '/api/connect/youtube/history/', headers });
    expect(days.json().map((day: { followers: number }) => day.followers)).toEqual([100, 150]);
    const social = (await userData(headers)).socials.find(
      (item: { social_media: string }) => item.social_media === 'Youtube',
    );
    expect(Date.parse(social.followers_updated_at)).toBeGreaterThan(Date.now() + DAY / 2);
  });

  it('renews a 60-day Instagram token in its last 30 days', async () => {
    const { user, headers } = await creator();
    standIns.instagram.signIn(accountOf({ followers: 300 }));
    await connect(standIns.instagram, headers);
    const before = await connectionOf(user.id, 'instagram');
    await sweepAt(31 * DAY);
    await expect
      .poll(async () => (await connectionOf(user.id, 'instagram'))?.accessToken)
      .not.toBe(before?.accessToken);
    expect((await connectionOf(user.id, 'instagram'))?.accessExpiresAt?.getTime()).toBeGreaterThan(
      Date.now() + 80 * DAY,
    );
  });

  it('backs off on a 429 and reads the account when the platform lets it', async () => {
    const { user, headers } = await creator();
    const account = standIns.tiktok.signIn(accountOf({ followers: 50 }));
    await connect(standIns.tiktok, headers);
    account.followers = 60;
    standIns.tiktok.state.rateLimited = 1;
    await sweepAt(DAY + 60_000);
    const limited = await connectionOf(user.id, 'tiktok');
    expect(limited?.failures).toBe(1);
    expect((await socialOf(user.id, 'Tiktok'))?.followers).toBe(50);
    // Retry-After said 120 seconds.
    expect(limited?.nextRefreshAt.getTime()).toBeGreaterThan(Date.now() + DAY + 100_000);
    await sweepAt(DAY + 200_000);
    await expect.poll(async () => (await socialOf(user.id, 'Tiktok'))?.followers).toBe(60);
    expect((await connectionOf(user.id, 'tiktok'))?.failures).toBe(0);
  });

  it('keeps a refused account with one mail, then drops its verified mark after 30 days', async () => {
    const { user, headers } = await creator();
    const account = standIns.youtube.signIn(accountOf({ followers: 900 }));
    await connect(standIns.youtube, headers);
    standIns.youtube.revokeAccount(account.id);
    await sweepAt(DAY + 60_000);
    await expect.poll(async () => (await connectionOf(user.id, 'youtube'))?.refusedAt).toBeTruthy();
    // The mail was queued at the moved time: it goes out while the clock is there.
    await withClockAhead(DAY + 90_000, () =>
      expect.poll(() => lostMails(user.email, /Reconnect your YouTube/), MAIL_WAIT).toHaveLength(1),
    );
    await sweepAt(2 * DAY + 120_000);
    expect(await socialOf(user.id, 'Youtube')).toMatchObject({ source: 'youtube', followers: 900 });
    const overview = (await app.inject({ url: '/api/connect/', headers })).json();
    expect(overview.connections[0].refused_at).toEqual(expect.any(String));
    await sweepAt(31 * DAY + 180_000);
    await expect.poll(async () => (await socialOf(user.id, 'Youtube'))?.source).toBeNull();
    expect(lostMails(user.email, /Reconnect your YouTube/)).toHaveLength(1);
  });
});

describe('disconnect', () => {
  it('deletes the tokens and the social at once and revokes the grant at the platform', async () => {
    const { user, headers } = await creator();
    const account = standIns.tiktok.signIn(accountOf());
    await connect(standIns.tiktok, headers);
    const response = await app.inject({ method: 'DELETE', url: '/api/connect/tiktok/', headers });
    expect(response.statusCode).toBe(204);
    expect(await connectionOf(user.id, 'tiktok')).toBeUndefined();
    expect(await socialOf(user.id, 'Tiktok')).toBeUndefined();
    expect(standIns.tiktok.revoked).toContain(account.id);
    const again = await app.inject({ method: 'DELETE', url: '/api/connect/tiktok/', headers });
    expect(again.statusCode).toBe(404);
  });

  it("keeps an admin-checked social when there is no connection, and another member's", async () => {
    const owner = await creator();
    const stranger = await creator();
    await connect(standIns.youtube, owner.headers, accountOf());
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/connect/youtube/',
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(await connectionOf(owner.user.id, 'youtube')).toBeDefined();
  });
});

describe('secrets', () => {
  it('keeps tokens out of the logs, the answers and the export, and sealed at rest', async () => {
    const { user, headers } = await creator();
    await connect(standIns.instagram, headers, accountOf());
    await connect(standIns.youtube, headers, accountOf());
    await connect(standIns.tiktok, headers, accountOf());
    await sweepAt(DAY + 60_000);
    const exported = (await app.inject({ url: '/api/export/', headers })).body;
    expect(JSON.parse(exported).connected_platforms).toEqual([
      expect.objectContaining({ platform: 'instagram', connected_at: expect.any(String) }),
      expect.objectContaining({ platform: 'tiktok' }),
      expect.objectContaining({ platform: 'youtube' }),
    ]);
    const answers = [
      (await app.inject({ url: '/api/UserData/', headers })).body,
      (await app.inject({ url: '/api/connect/', headers })).body,
      exported,
    ].join('\n');
    const stored = JSON.stringify(
      await app.database.db
        .select()
        .from(platformConnections)
        .where(eq(platformConnections.userId, user.id)),
    );
    const tokens = [
      ...standIns.instagram.issuedTokens(),
      ...standIns.youtube.issuedTokens(),
      ...standIns.tiktok.issuedTokens(),
    ];
    expect(tokens.length).toBeGreaterThan(6);
    for (const token of tokens) {
      expect(logText()).not.toContain(token);
      expect(answers).not.toContain(token);
      expect(stored).not.toContain(token);
    }
    expect(answers).toContain('"connections"');
  });
});

describe('the endpoints refuse', () => {
  it('401 without a token, 403 for an Explorer, 400 for an unknown platform', async () => {
    for (const [method, url] of [
      ['GET', '/api/connect/'],
      ['POST', '/api/connect/youtube/start/'],
      ['DELETE', '/api/connect/youtube/'],
      ['GET', '/api/connect/youtube/history/'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      const explorer = await buildUser(app);
      const headers = bearer((await login(app, explorer.username)).access);
      expect((await app.inject({ method, url, headers })).statusCode).toBe(403);
    }
    const { headers } = await creator();
    const bad = await app.inject({ method: 'POST', url: '/api/connect/myspace/start/', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('platform');
    const badCallback = await app.inject({ url: '/api/connect/myspace/callback/?code=x&state=y' });
    expect(badCallback.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/connect/youtube/history/', headers })).statusCode).toBe(
      404,
    );
  });

  it('404 for a platform without its app configured, which lists no Connect button', async () => {
    const bare = await createTestApp();
    try {
      const user = await buildPaidUser(bare);
      const headers = bearer((await login(bare, user.username)).access);
      const response = await bare.inject({
        method: 'POST',
        url: '/api/connect/instagram/start/',
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect((await bare.inject({ url: '/api/connect/', headers })).json()).toEqual({
        platforms: [],
        connections: [],
      });
    } finally {
      await bare.close();
    }
  });
});

describe('search', () => {
  it('lists the verified sources and finds platform-verified accounts only when asked', async () => {
    const connected = await creator();
    const typed = await creator();
    const followers = 5_000_000 + accounts;
    await connect(standIns.instagram, connected.headers, accountOf({ followers }));
    await app.database.db.insert(socials).values({
      userId: typed.user.id,
      platform: 'Instagram',
      link: 'https://www.instagram.com/typed',
      followers,
    });
    const search = (verifiedOnly?: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/filter_user_by_social/',
        headers: connected.headers,
        payload: {
          // Brands too: this member is not a content creator (decision 096).
          brands: true,
          socialMedia: 'Instagram',
          minFollowers: followers,
          maxFollowers: followers,
          ...(verifiedOnly !== undefined && { verifiedOnly }),
        },
      });
    const all = (await search()).json();
    expect(all.data.map((row: { username: string }) => row.username).sort()).toEqual(
      [connected.user.username, typed.user.username].sort(),
    );
    const verified = (await search(true)).json();
    expect(verified.data).toEqual([
      expect.objectContaining({
        username: connected.user.username,
        verified_sources: ['instagram'],
      }),
    ]);
    const bad = await search('yes' as unknown as boolean);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('verifiedOnly');
  });
});
