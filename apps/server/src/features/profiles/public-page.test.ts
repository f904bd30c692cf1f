import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { links, media, socials, subscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';
import { pngDataUrl } from '../../test/images';

let app: FastifyInstance;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'partnerly-web-'));
  // The web app's real page, whose tags are wrapped over several lines as in the build.
  copyFileSync(
    fileURLToPath(new URL('../../../../web/index.html', import.meta.url)),
    join(web, 'index.html'),
  );
  app = await createTestApp({ webDistDir: web, publicUrl: 'https://partnerly.example' });
});
afterAll(async () => {
  await app.close();
});

describe('GET /{username}', () => {
  it('keeps $ sequences of a bio as text: one well-formed page', async () => {
    const bio = "Prices in $` and $& and $' and $$ and $1";
    const creator = await buildPaidUser(app, { bio });
    const response = await app.inject(`/${creator.username}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/<html/g)).toHaveLength(1);
    expect(response.body.match(/<\/head>/g)).toHaveLength(1);
    const escaped = 'Prices in $` and $&#38; and $&#39; and $$ and $1';
    expect(response.body).toContain(`<meta name="description" content="${escaped}" />`);
    expect(response.body).toContain(`<meta property="og:description" content="${escaped}" />`);
  });

  it('serves a visible profile with its title, description and Open Graph tags', async () => {
    const creator = await buildPaidUser(app, { bio: 'Street food & "travel" videos' });
    const headers = bearer((await login(app, creator.username)).access);
    await app.inject({
      method: 'POST',
      url: '/api/save_pp/',
      headers,
      payload: { pp: await pngDataUrl() },
    });
    const response = await app.inject(`/${creator.username}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${creator.username} on Partnerly</title>`);
    expect(response.body).toContain(
      '<meta name="description" content="Street food &#38; &#34;travel&#34; videos" />',
    );
    expect(response.body).toContain(
      `<meta property="og:url" content="https://partnerly.example/${creator.username}" />`,
    );
    expect(response.body).toMatch(
      /<meta property="og:image" content="https:\/\/partnerly\.example\/media\/[0-9a-f]{64}\.jpg" \/>/,
    );
    expect(response.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('answers 404 for hidden, unpaid and unknown profiles', async () => {
    const hidden = await buildPaidUser(app, { isVisible: false });
    const lapsed = await buildPaidUser(app);
    await app.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, lapsed.id));
    const explorer = await buildUser(app);
    for (const username of [
      hidden.username,
      lapsed.username,
      explorer.username,
      'nobody_by_that_name',
    ]) {
      const response = await app.inject(`/${username}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('og:title');
    }
  });
});

/** The JSON-LD of a page, parsed as a search engine would. */
const structuredData = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] ?? '') as {
    '@type': string;
    mainEntity: Record<string, unknown>;
  };
};

describe('search engines', () => {
  it.each(['/', '/pricing', '/contactus', '/useonphone', '/termsofuse', '/privacypolicy'])(
    'gives %s a canonical link on the public address',
    async (path) => {
      const response = await app.inject(`${path}?utm_source=tiktok`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        `<link rel="canonical" href="https://partnerly.example${path}" />`,
      );
    },
  );

  it.each(['/settings', '/checkout/test', '/checkout/success', '/deals', '/deals/42'])(
    'serves the web app at %s on a full page load (a payment or promo code lands on /checkout/success)',
    async (path) => {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('answers 404 for a deal address that is not an order number', async () => {
    expect((await app.inject('/deals/abc')).statusCode).toBe(404);
    expect((await app.inject('/deals/42/more')).statusCode).toBe(404);
  });

  it('gives the signed-in pages no canonical link', async () => {
    expect((await app.inject('/settings')).body).not.toContain('rel="canonical"');
  });

  it('gives a profile its canonical link under the stored spelling', async () => {
    const creator = await buildPaidUser(app, { username: `Canon${Date.now().toString(36)}` });
    const response = await app.inject(`/${creator.username}`);
    expect(response.body).toContain(
      `<link rel="canonical" href="https://partnerly.example/${creator.username}" />`,
    );
  });

  it('answers 301 to the stored spelling of a username, keeping the query', async () => {
    const creator = await buildPaidUser(app, { username: `Alice${Date.now().toString(36)}` });
    for (const spelling of [creator.username.toLowerCase(), creator.username.toUpperCase()]) {
      const response = await app.inject(`/${spelling}?q=1&from=bio`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/${creator.username}?q=1&from=bio`);
    }
    const plain = await app.inject(`/${creator.username.toLowerCase()}/`);
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(`/${creator.username}`);
  });

  it('describes a creator as a Person with picture, bio and the addresses of socials and links', async () => {
    const creator = await buildPaidUser(app, { isContentCreator: true, bio: 'Vegan recipes' });
    const headers = bearer((await login(app, creator.username)).access);
    await app.inject({
      method: 'POST',
      url: '/api/save_pp/',
      headers,
      payload: { pp: await pngDataUrl() },
    });
    await app.database.db.insert(socials).values({
      userId: creator.id,
      platform: 'Instagram',
      link: `https://www.instagram.com/${creator.username}`,
      followers: 12000,
    });
    await app.database.db
      .insert(links)
      .values({ userId: creator.id, title: 'Shop', url: 'https://shop.example/vegan' });

    const data = structuredData((await app.inject(`/${creator.username}`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `https://partnerly.example/${creator.username}`,
      mainEntity: {
        '@type': 'Person',
        name: creator.username,
        url: `https://partnerly.example/${creator.username}`,
        description: 'Vegan recipes',
        sameAs: [`https://www.instagram.com/${creator.username}`, 'https://shop.example/vegan'],
      },
    });
    expect(data.mainEntity.image).toMatch(
      /^https:\/\/partnerly\.example\/media\/[0-9a-f]{64}\.jpg$/,
    );
  });

  it('leaves hidden links out of the page', async () => {
    const creator = await buildPaidUser(app, { isContentCreator: true });
    await app.database.db.insert(links).values([
      { userId: creator.id, title: 'Shop', url: 'https://shop.example/open' },
      { userId: creator.id, title: 'Old', url: 'https://shop.example/hidden', hidden: true },
    ]);
    const page = (await app.inject(`/${creator.username}`)).body;
    expect(structuredData(page).mainEntity.sameAs).toEqual(['https://shop.example/open']);
    expect(page).not.toContain('https://shop.example/hidden');
  });

  it('describes a brand as an Organization', async () => {
    const brand = await buildPaidUser(app, { isContentCreator: false });
    const data = structuredData((await app.inject(`/${brand.username}`)).body);
    expect(data['@type']).toBe('ProfilePage');
    expect(data.mainEntity['@type']).toBe('Organization');
  });

  it('keeps a bio holding </script> inside the structured data', async () => {
    const bio = '</script><script>alert(1)</script><!-- & \u2028';
    const creator = await buildPaidUser(app, { bio });
    const html = (await app.inject(`/${creator.username}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(structuredData(html).mainEntity.description).toBe(bio);
  });
});

describe('deleting an account', () => {
  it("removes the profile's pictures and ads with it", async () => {
    const creator = await buildPaidUser(app, { isVisible: true });
    await app.database.db
      .update(subscriptions)
      .set({ cancelAt: new Date() })
      .where(eq(subscriptions.userId, creator.id));
    const headers = bearer((await login(app, creator.username)).access);
    const count = async () =>
      (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(media))[0]?.n ?? 0;
    const before = await count();
    await app.inject({
      method: 'POST',
      url: '/api/save_pp/',
      headers,
      payload: { pp: await pngDataUrl(200, 200, '#abcdef') },
    });
    await app.inject({
      method: 'POST',
      url: '/api/add_ad/',
      headers,
      payload: { pp: await pngDataUrl(300, 300, '#fedcba'), title: 'Ad', text: 'Text', cpm: 3 },
    });
    expect(await count()).toBe(before + 2);
    const deleted = await app.inject({ method: 'DELETE', url: '/api/delete-user/', headers });
    expect(deleted.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});
