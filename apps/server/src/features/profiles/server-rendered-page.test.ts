import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PUBLIC_PAGE_DATA_ID } from '@partnerly/shared';
import { links, socials, subscriptions, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { buildPaidUser } from '../../test/factories';
import { currentWebBuild } from '../../test/web-build';

let app: FastifyInstance;

beforeAll(async () => {
  // The build `npm test` keeps for the journeys (decision 126), or a new one kept for them.
  const webDistDir = await currentWebBuild();
  app = await createTestApp({ webDistDir, publicUrl: 'https://partnerly.example' });
}, 240_000);
afterAll(async () => {
  await app.close();
});

/** A public creator with a bio, tags, a country, a verified social and a link. */
async function buildCreator(bio = 'Travel films & honest reviews') {
  const creator = await buildPaidUser(app, {
    bio,
    tags: ['travel'],
    countries: ['Portugal'],
    isContentCreator: true,
  });
  await app.database.db.insert(socials).values({
    userId: creator.id,
    platform: 'Instagram',
    link: `https://www.instagram.com/${creator.username}`,
    followers: 48_200,
  });
  await app.database.db
    .insert(links)
    .values({ userId: creator.id, title: 'My media kit', url: 'https://example.com/kit' });
  return creator;
}

/** The data a page hydrates with, read back as the browser reads it. */
function pageData(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

describe('GET /{username} with the built web app', () => {
  it('answers the profile itself as HTML: name, badge, countries, tags, bio, social, link', async () => {
    const creator = await buildCreator();
    const response = await app.inject(`/${creator.username}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${creator.username}</h1>`));
    expect(html).toContain('Content creator');
    expect(html).toContain('Portugal');
    expect(html).toContain('#<!-- -->travel');
    expect(html).toContain('Travel films &amp; honest reviews');
    // The row of social icons: the count shown, and the platform with it for screen readers.
    expect(html).toContain('>48.2K</span>');
    expect(html).toContain('Instagram, 48.2K followers');
    expect(html).toContain('My media kit');
    expect(html).toContain(`<title>${creator.username} on Partnerly</title>`);
    // The page hydrates with the same data the API gives. Only the view token may differ: it
    // carries the second it was issued, and the two answers can straddle a second.
    const api = await app.inject({
      method: 'POST',
      url: '/api/profile_data/',
      payload: { username: creator.username },
    });
    expect(pageData(html)).toEqual({
      ...api.json(),
      view_token: expect.stringMatching(/^\d+\.[\w-]+$/),
    });
    // A small script at load, the profile's own entry only named for the visitor's first use
    // (decision 121), and no stylesheet request before the first paint.
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/on-use-profile-[^"]+\.js">/,
    );
    expect(html).toMatch(/<meta name="partnerly-entry" content="\/assets\/profile-[^"]+\.js">/);
    expect(html).not.toMatch(/<script[^>]+src="\/assets\/profile-/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toContain('<style>');
  });

  it('keeps a bio that tries to end the data script as text', async () => {
    const creator = await buildCreator('</script><script>alert(1)</script> <!-- $& $`');
    const response = await app.inject(`/${creator.username}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(pageData(response.body)).toMatchObject({
      profile: { profile_text: '</script><script>alert(1)</script> <!-- $& $`' },
    });
  });

  it('answers the 404 page with HTTP 404 once a profile is hidden or unpaid', async () => {
    const creator = await buildCreator();
    await app.database.db.update(users).set({ isVisible: false }).where(eq(users.id, creator.id));
    const hidden = await app.inject(`/${creator.username}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('Looks like you&#x27;re lost');
    expect(hidden.body).not.toContain('My media kit');

    const lapsed = await buildCreator();
    await app.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, lapsed.id));
    expect((await app.inject(`/${lapsed.username}`)).statusCode).toBe(404);
    expect((await app.inject('/nobody_by_that_name')).statusCode).toBe(404);
  });
});

describe('the prerendered pages', () => {
  it.each([
    ['/', 'Where creators and brands find each other', 'Partnerly — find creators and brands'],
    ['/pricing', 'Simple pricing for creators and brands', 'Pricing — Partnerly'],
    ['/contactus', 'Whether you are a creator, a brand or just curious', 'Contact us — Partnerly'],
    ['/useonphone', 'Use Partnerly on your phone', 'Use on phone — Partnerly'],
    ['/termsofuse', 'Effective date', 'Terms'],
    ['/privacypolicy', 'Effective date', 'Privacy'],
  ])('%s is answered with its full content and title', async (path, content, title) => {
    const response = await app.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(content);
    expect(response.body).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
  });

  it('answers an unknown path with the prerendered 404 page', async () => {
    const response = await app.inject('/a/b/c');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('The page you are looking for is not available!');
  });

  it('never serves the page templates or the server bundle as files', async () => {
    for (const path of ['/pages/profile.html', '/.ssr/entry-server.js', '/.vite/manifest.json']) {
      expect((await app.inject(path)).statusCode).toBe(404);
    }
  });

  it('serves the sign-in pages prerendered, without a canonical link (decision 042)', async () => {
    const pages = [
      ['/login', 'Login'],
      ['/register', 'Sign Up with Email'],
      ['/reset_password', 'Reset your password'],
    ] as const;
    for (const [path, heading] of pages) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`>${heading}</h1>`);
      expect(response.body).toContain('id="app-files"');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it('keeps the single-page app for the other routes', async () => {
    const response = await app.inject('/settings');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
