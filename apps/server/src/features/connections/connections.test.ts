import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ConnectPlatform } from '@partnerly/shared';
import { followerCounts, manualSocials, platformConnections, socials } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { createLoggedApp } from '../../test/captured-log';
import { withClockAhead } from '../../test/clock';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import {
  startPlatformStandIns,
  type PlatformStandIn,
  type StandInAccount,
} from '../../test/platform-stand-ins';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

const DAY = 86_400_000;
/** Mails go out through the job worker and SMTP: give them time on a busy machine. */
const MAIL_WAIT = { timeout: 15_000 };

let app: FastifyInstance;
let logText: () => string;
let standIns: Awaited<ReturnType<typeof startPlatformStandIns>>;
let sink: SmtpSink;

beforeAll(async () => {
  standIns = await startPlatformStandIns();
  sink = await startSmtpSink();
  const logged = await createLoggedApp({ platforms: standIns.platforms, smtpUrl: sink.url });
  app = logged.app;
  logText = logged.text;
});
afterAll(async () => {
  await app?.close();
  await standIns?.close();
  await sink?.close();
});

let accounts = 0;
const accountOf = (values: Partial<StandInAccount> = {}): StandInAccount => {
  accounts += 1;
  return { id: `acct-${accounts}`, username: `creator.${accounts}`, followers: 1500, ...values };
};

async function creator() {
  const user = await buildPaidUser(app);
  return { user, headers: bearer((await login(app, user.username)).access) };
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';

/** Connect pressed: the platform's address, and the cookie the browser keeps. */
async function start(platform: ConnectPlatform, headers: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/connect/${platform}/start/`,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return {
    url: response.json<{ url: string }>().url,
    cookie: cookieOf(response.headers['set-cookie']),
  };
}

/** The browser at the platform's authorize page: where the platform sends it back. */
async function authorize(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.origin).toBe('http://localhost:3000');
  return `${back.pathname}${back.search}`;
}

/** The browser back at our callback: where /profile opens. */
async function callback(path: string, cookie: string) {
  const response = await app.inject({ url: path, headers: { cookie } });
  expect(response.statusCode).toBe(302);
  return response.headers.location;
}

/** The whole journey through the real redirects. */
async function connect(
  standIn: PlatformStandIn,
  headers: Record<string, string>,
  account?: StandInAccount,
) {
  if (account) standIn.signIn(account);
  const { url, cookie } = await start(standIn.platform, headers);
  return callback(await authorize(url), cookie);
}

const userData = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/api/UserData/', headers })).json();
const socialOf = async (userId: number, platform: string) =>
  (
    await app.database.db
      .select()
      .from(socials)
      .where(and(eq(socials.userId, userId), eq(socials.platform, platform)))
  )[0];
const connectionOf = async (userId: number, platform: ConnectPlatform) =>
  (
    await app.database.db
      .select()
      .from(platformConnections)
      .where(
        and(eq(platformConnections.userId, userId), eq(platformConnections.platform, platform)),
      )
  )[0];
/** The mails telling the member a connected account was lost. */
const lostMails = (email: string, subject: RegExp) =>
  sink.mails.filter((mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject));

/** The sweep as the repeating job runs it, `ms` from now (the worker may run it too). */
const sweepAt = (ms: number) => withClockAhead(ms, () => app.services.connections.refreshDue());

describe('connecting through the platforms', () => {
  it('makes a verified Instagram social with its countries, replacing a pending entry', async () => {
    const { user, headers } = await creator();
    await app.inject({
      method: 'POST',
      url: '/api/manuel_social_media/',
      headers,
      payload: { socialMedia: 'Instagram', socialMediaUsername: 'typed.by.hand' },
    });
    const account = accountOf({ followers: 4200, countries: ['IT', 'DE', 'XX'] });
    expect(await connect(standIns.instagram, headers, account)).toBe(
      '/profile?connected=instagram',
    );
    const me = await userData(headers);
    expect(me.manule_socials).toEqual([]);
    expect(me.socials).toEqual([
      expect.objectContaining({
        social_media: 'Instagram',
        link: `https://www.instagram.com/${account.username}`,
        followers: 4200,
        followers_hidden: false,
        source: 'instagram',
        countrys: [{ name: 'Italy' }, { name: 'Germany' }],
        followers_updated_at: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
    expect(
      await app.database.db.select().from(manualSocials).where(eq(manualSocials.userId, user.id)),
    ).toEqual([]);
    const page = await app.inject({
      method: 'POST',
      url: '/api/profile_data/',
      payload: { username: user.username },
    });
    expect(page.json().socials[0]).toMatchObject({ source: 'instagram', followers: 4200 });
  });

  it('connects YouTube (a hidden subscriber count stays hidden) and TikTok with PKCE', async () => {
    const { user, headers } = await creator();
    expect(await connect(standIns.youtube, headers, accountOf({ hidden: true }))).toBe(
      '/profile?connected=youtube',
    );
    const tiktok = accountOf({ followers: 98_000 });
    expect(await connect(standIns.tiktok, headers, tiktok)).toBe('/profile?connected=tiktok');
    expect(await socialOf(user.id, 'Youtube')).toMatchObject({
      source: 'youtube',
      followersHidden: true,
      followers: 0,
    });
    expect(await socialOf(user.id, 'Tiktok')).toMatchObject({
      source: 'tiktok',
      followers: 98_000,
      link: `https://www.tiktok.com/@${tiktok.username}`,
    });
    const overview = await app.inject({ url: '/api/connect/', headers });
    expect(overview.json()).toMatchObject({
      platforms: ['instagram', 'youtube', 'tiktok'],
      connections: [
        { platform: 'tiktok', username: tiktok.username, refused_at: null },
        { platform: 'youtube' },
      ],
    });
  });

  it('tells a personal Instagram account to switch to a professional one', async () => {
    const { user, headers } = await creator();
    const location = await connect(
      standIns.instagram,
      headers,
      accountOf({ accountType: 'PERSONAL' }),
    );
    expect(location).toBe('/profile?connect_error=personal_account');
    expect(await connectionOf(user.id, 'instagram')).toBeUndefined();
  });

  it('says denied when the member cancels at the platform', async () => {
    const { user, headers } = await creator();
    standIns.tiktok.state.deny = true;
    try {
      expect(await connect(standIns.tiktok, headers, accountOf())).toBe(
        '/profile?connect_error=denied',
      );
    } finally {
      standIns.tiktok.state.deny = false;
    }
    expect(await connectionOf(user.id, 'tiktok')).toBeUndefined();
  });
});

describe('the state', () => {
  it('is used once: the same callback again changes nothing', async () => {
    const { user, headers } = await creator();
    standIns.youtube.signIn(accountOf({ followers: 10 }));
    const { url, cookie } = await start('youtube', headers);
    const path = await authorize(url);
    expect(await callback(path, cookie)).toBe('/profile?connected=youtube');
    await app.services.connections.disconnect(user.id, 'youtube');
    expect(await callback(path, cookie)).toBe('/profile?connect_error=expired');
    expect(await connectionOf(user.id, 'youtube')).toBeUndefined();
  });

  it('refuses a forged state, and one with another platform', async () => {
    const { user, headers } = await creator();
    standIns.tiktok.signIn(accountOf());
    const { url } = await start('tiktok', headers);
    const path = new URL(await authorize(url), 'http://x');
    path.searchParams.set('state', 'forged-state');
    expect(await callback(`${path.pathname}${path.search}`, 'partnerly_connect=forged-state')).toBe(
      '/profile?connect_error=expired',
    );
    const other = await start('instagram', headers);
    const state = new URL(other.url).searchParams.get('state') ?? '';
    path.searchParams.set('state', state);
    expect(await callback(`${path.pathname}${path.search}`, `partnerly_connect=${state}`)).toBe(
      '/profile?connect_error=expired',
    );
    expect(await connectionOf(user.id, 'tiktok')).toBeUndefined();
  });

  it("does nothing in another browser: a member's callback sent to someone else", async () => {
    const ada = await creator();
    const eve = await creator();
    standIns.tiktok.signIn(accountOf());
    const { url, cookie } = await start('tiktok', ada.headers);
    const path = await authorize(url);
    const eveCookie = (await start('tiktok', eve.headers)).cookie;
    expect(await callback(path, eveCookie)).toBe('/profile?connect_error=expired');
    expect(await callback(path, '')).toBe('/profile?connect_error=expired');
    expect(await connectionOf(eve.user.id, 'tiktok')).toBeUndefined();
    // Ada's own browser still completes it: the stray calls did not spend her state.
    expect(await callback(path, cookie)).toBe('/profile?connected=tiktok');
    expect(await connectionOf(ada.user.id, 'tiktok')).toBeDefined();
  });

  it('expires after 10 minutes', async () => {
    const { user, headers } = await creator();
    standIns.instagram.signIn(accountOf());
    const { url, cookie } = await start('instagram', headers);
    const path = await authorize(url);
    const location = await withClockAhead(11 * 60_000, () => callback(path, cookie));
    expect(location).toBe('/profile?connect_error=expired');
    expect(await connectionOf(user.id, 'instagram')).toBeUndefined();
  });
});

describe('one platform account, one member', () => {
  it('moves to the member who proves it through the platform; the other is told once', async () => {
    const first = await creator();
    const second = await creator();
    const account = accountOf({ followers: 777 });
    await connect(standIns.tiktok, first.headers, account);
    expect(await connect(standIns.tiktok, second.headers, account)).toBe(
      '/profile?connected=tiktok',
    );
    expect(await connectionOf(first.user.id, 'tiktok')).toBeUndefined();
    expect(await socialOf(first.user.id, 'Tiktok')).toBeUndefined();
    expect(await socialOf(second.user.id, 'Tiktok')).toMatchObject({ followers: 777 });
    await expect
      .poll(() => lostMails(first.user.email, /TikTok account was connected to another/), MAIL_WAIT)
      .toHaveLength(1);
  });

  it('keeps a member to one account per platform', async () => {
    const { user, headers } = await creator();
    await connect(standIns.youtube, headers, accountOf());
    expect(await connect(standIns.youtube, headers, accountOf())).toBe(
      '/profile?connect_error=taken',
    );
    expect((await connectionOf(user.id, 'youtube'))?.accountId).toBe(`acct-${accounts - 1}`);
  });
});

describe('fresh numbers', () => {
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
