import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { bearer, buildPaidUser, buildUser, login } from '../../test/factories';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://partnerly.example' });
});
afterAll(async () => {
  await app.close();
});

const sitemap = async () => {
  const response = await app.inject('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  return response.body;
};
const entry = (username: string) => `<loc>https://partnerly.example/${username}</loc>`;

/** RFC 9309 matching: rules are prefixes, `*` is any run of characters, `$` ends the path. */
const disallowed = (robots: string, path: string) =>
  robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length))
    .some((rule) => {
      const pattern = rule
        .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\\?\$$/, '$');
      return new RegExp(`^${pattern}`).test(path);
    });

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every public profile, uncached', async () => {
    const creator = await buildPaidUser(app);
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
    expect(response.body).toContain('<loc>https://partnerly.example/</loc>');
    expect(response.body).toContain('<loc>https://partnerly.example/pricing</loc>');
    expect(response.body).toContain(entry(creator.username));
  });

  it('drops a profile the moment its owner hides it', async () => {
    const creator = await buildPaidUser(app);
    expect(await sitemap()).toContain(entry(creator.username));
    const hidden = await app.inject({
      method: 'POST',
      url: '/api/change_visibility/',
      headers: bearer((await login(app, creator.username)).access),
    });
    expect(hidden.json()).toEqual([false]);
    expect(await sitemap()).not.toContain(entry(creator.username));
  });

  it('drops a profile whose subscription ended, and never lists unpaid accounts', async () => {
    const lapsed = await buildPaidUser(app);
    const explorer = await buildUser(app);
    expect(await sitemap()).toContain(entry(lapsed.username));
    await app.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.userId, lapsed.id));
    const body = await sitemap();
    expect(body).not.toContain(entry(lapsed.username));
    expect(body).not.toContain(entry(explorer.username));
  });

  it('leaves out an account whose name has since become reserved', async () => {
    await buildPaidUser(app, { username: 'Metrics' });
    expect(await sitemap()).not.toContain(entry('Metrics'));
  });
});

describe('GET /robots.txt', () => {
  it('points to the sitemap and keeps the API and the signed-in app out', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^User-agent: \*\n/);
    expect(response.body).toContain('\nSitemap: https://partnerly.example/sitemap.xml\n');
    for (const path of [
      '/api/profile_data/',
      '/settings',
      '/settings?tab=1',
      '/chats',
      '/chats/',
    ]) {
      expect(disallowed(response.body, path), path).toBe(true);
    }
    for (const path of ['/manage/admin', '/profile', '/search', '/explore']) {
      expect(disallowed(response.body, path), path).toBe(true);
    }
  });

  it('leaves public pages and profiles named like app pages crawlable', async () => {
    const robots = (await app.inject('/robots.txt')).body;
    for (const path of ['/', '/pricing', '/alice', '/chatsworth', '/settings.guru', '/profiles']) {
      expect(disallowed(robots, path), path).toBe(false);
    }
  });
});
