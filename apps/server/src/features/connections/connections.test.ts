import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { manualSocials } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import {
  MAIL_WAIT,
  accountOf,
  accounts,
  app,
  authorize,
  callback,
  connect,
  connectionOf,
  creator,
  lostMails,
  setUpConnections,
  socialOf,
  standIns,
  start,
  userData,
} from './connections.harness';

setUpConnections();

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
