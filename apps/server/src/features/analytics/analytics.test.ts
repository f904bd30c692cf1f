import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profileEvents } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { buildUser, login } from '../../test/factories';
import {
  BROWSER,
  MINUTE,
  PHONE,
  app,
  creator,
  earlyTomorrow,
  nextAddress,
  reportOf,
  setUpAnalytics,
  today,
  visitor,
} from './analytics.harness';

setUpAnalytics();

describe('counting on a public profile', () => {
  it('counts a view per address each half hour, and a visitor once a day', async () => {
    const { user, access } = await creator();
    const fan = visitor();
    expect((await fan.view(user.username)).statusCode).toBe(204);
    expect((await fan.view(user.username)).statusCode).toBe(204);
    await visitor(PHONE).view(user.username);
    const report = await reportOf(access);
    expect(today(report, 'views')).toBe(2);
    expect(today(report, 'unique_visitors')).toBe(2);
    // Half an hour on (from early tomorrow, so that it is one day): the fan counts again.
    const ahead = earlyTomorrow();
    await withClockAhead(ahead, () => fan.view(user.username));
    await withClockAhead(ahead + 31 * MINUTE, async () => {
      await fan.view(user.username);
      await fan.view(user.username);
      const later = await reportOf((await login(app, user.username)).access);
      expect(today(later, 'views')).toBe(2);
      expect(today(later, 'unique_visitors')).toBe(1);
    });
  });

  it('counts one view from an address that floods with 300 browsers, and no more', async () => {
    const { user, access } = await creator();
    const address = nextAddress();
    for (let i = 0; i < 300; i += 1) {
      const browser = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/${100 + i}.0 Safari/537.36`;
      const response = await visitor(browser, undefined, address).view(
        user.username,
        `https://attacker-${i}.example/`,
      );
      expect(response.statusCode).toBe(204);
    }
    const report = await reportOf(access);
    expect(today(report, 'views')).toBe(1);
    expect(today(report, 'unique_visitors')).toBe(1);
    expect(report.referrers).toHaveLength(1);
  });

  it('counts at most 20 views a day from one address, half an hour apart', async () => {
    const { user } = await creator();
    const address = nextAddress();
    // From early tomorrow (UTC), so the 25 half hours stay within one day.
    const ahead = earlyTomorrow();
    for (let i = 0; i < 25; i += 1) {
      await withClockAhead(ahead + i * 31 * MINUTE, () =>
        visitor(BROWSER, undefined, address).view(user.username),
      );
    }
    await withClockAhead(ahead + 25 * 31 * MINUTE, async () => {
      const report = await reportOf((await login(app, user.username)).access);
      expect(today(report, 'views')).toBe(20);
    });
  });

  it('counts a view only with the token of a page served for that profile within a day', async () => {
    const { user, access } = await creator();
    const other = await creator();
    const stale = await withClockAhead(-25 * 60 * MINUTE, async () =>
      app.services.analytics.viewToken(user.username),
    );
    const [issued] = app.services.analytics.viewToken(user.username).split('.');
    for (const token of [
      '',
      'not-a-token',
      `${issued}.forged`,
      app.services.analytics.viewToken(other.user.username),
      stale,
    ]) {
      expect((await visitor().view(user.username, undefined, token)).statusCode).toBe(204);
    }
    const bare = await app.inject({
      method: 'POST',
      url: '/api/analytics/view/',
      headers: { 'user-agent': BROWSER },
      remoteAddress: nextAddress(),
      payload: { username: user.username },
    });
    expect(bare.statusCode).toBe(204);
    expect(today(await reportOf(access), 'views')).toBe(0);
    // The page itself carries one: profile_data answers it with the profile.
    const page = await app.inject({
      method: 'POST',
      url: '/api/profile_data/',
      payload: { username: user.username },
    });
    const token = page.json<{ view_token: string }>().view_token;
    await visitor().view(user.username, undefined, token);
    expect(today(await reportOf(access), 'views')).toBe(1);
  });

  it('counts one Contact press and one click per link from a flooding address', async () => {
    const { user, access, link } = await creator();
    const address = nextAddress();
    const flood = visitor(BROWSER, undefined, address);
    for (let i = 0; i < 50; i += 1) {
      expect((await flood.contact(user.username)).statusCode).toBe(204);
      expect((await flood.go(`/go/${link.id}`)).statusCode).toBe(302);
    }
    const report = await reportOf(access);
    expect(report.contacts).toBe(1);
    expect(report.link_clicks).toEqual([{ link_id: link.id, title: 'My shop', count: 1 }]);
  });

  it('hashes a visitor with a salt of the day: tomorrow the same browser is new', async () => {
    const { user } = await creator();
    const fan = visitor();
    await fan.view(user.username);
    await withClockAhead(24 * 60 * 60_000, async () => {
      await fan.view(user.username);
      // A day on, the access token of yesterday has run out.
      const report = await reportOf((await login(app, user.username)).access);
      expect(report.unique_visitors.slice(-2).map((day) => day.count)).toEqual([1, 1]);
    });
    const stored = await app.database.db
      .select({ visitor: profileEvents.visitor })
      .from(profileEvents)
      .where(eq(profileEvents.ownerId, user.id));
    expect(new Set(stored.map((row) => row.visitor)).size).toBe(2);
    // No address is kept anywhere: only the hash.
    expect(JSON.stringify(stored)).not.toContain('198.51.100');
  });

  it("counts neither the owner's own visits and clicks nor a bot's", async () => {
    const { user, access, link } = await creator();
    const owner = visitor(BROWSER, access);
    await owner.view(user.username);
    await owner.go(`/go/${link.id}`);
    const sameBrowserSignedOut = visitor(BROWSER);
    const bot = visitor('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await bot.view(user.username);
    await bot.go(`/go/${link.id}`);
    const report = await reportOf(access);
    expect(today(report, 'views')).toBe(0);
    expect(report.link_clicks).toEqual([{ link_id: link.id, title: 'My shop', count: 0 }]);
    // Another browser is counted as usual.
    await sameBrowserSignedOut.view(user.username);
    expect(today(await reportOf(access), 'views')).toBe(1);
  });

  it('counts Contact presses and referring sites by domain only', async () => {
    const { user, access } = await creator();
    await visitor().view(user.username, 'https://www.instagram.com/p/abc?utm=1');
    await visitor().view(user.username, 'https://l.instagram.com/');
    await visitor().view(user.username, 'http://localhost:3000/search');
    await visitor().view(user.username, 'javascript:alert(1)');
    await visitor().contact(user.username);
    const report = await reportOf(access);
    expect(report.referrers).toEqual([
      { domain: 'instagram.com', count: 1 },
      { domain: 'l.instagram.com', count: 1 },
    ]);
    expect(report.contacts).toBe(1);
  });

  it('refuses bad beacons with field errors and unknown or hidden profiles with 404', async () => {
    const { user } = await creator();
    const fan = visitor();
    for (const payload of [
      {},
      { username: 'a\u0000b' },
      { username: user.username, referrer: 'x'.repeat(2001) },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/analytics/view/',
        payload,
        headers: { 'user-agent': BROWSER },
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await fan.view('nobody-by-that-name')).statusCode).toBe(404);
    const explorer = await buildUser(app);
    expect((await fan.view(explorer.username)).statusCode).toBe(404);
    expect((await fan.contact('nobody-by-that-name')).statusCode).toBe(404);
  });
});

describe('/go/{linkId}', () => {
  it('counts the click and redirects to the link', async () => {
    const { access, link } = await creator();
    const response = await visitor().go(`/go/${link.id}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://shop.example/creator');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await reportOf(access)).link_clicks).toEqual([
      { link_id: link.id, title: 'My shop', count: 1 },
    ]);
  });

  it('answers 404 for a hidden, deleted or unknown link, and counts nothing', async () => {
    const { user, access, link } = await creator();
    await app.services.links.setHidden(user.id, link.id, true);
    expect((await visitor().go(`/go/${link.id}`)).statusCode).toBe(404);
    expect((await reportOf(access)).link_clicks[0]?.count).toBe(0);
    const other = await app.services.links.add(user.id, 'Gone', 'https://gone.example/');
    await app.services.links.delete(user.id, other.id);
    expect((await visitor().go(`/go/${other.id}`)).statusCode).toBe(404);
    expect((await visitor().go('/go/2147483647')).statusCode).toBe(404);
    expect((await visitor().go('/go/abc')).statusCode).toBe(400);
  });
});
