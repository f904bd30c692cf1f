import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { media, subscriptions } from '../../db/schema';
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
