import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { pngDataUrl } from '../../test/images';
import { campaignsApi, member } from './campaigns.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof campaignsApi>;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'partnerly-web-'));
  // The web app's real page, as the build writes it.
  copyFileSync(
    fileURLToPath(new URL('../../../../web/index.html', import.meta.url)),
    join(web, 'index.html'),
  );
  app = await createTestApp({ webDistDir: web, publicUrl: 'https://partnerly.example' });
  api = campaignsApi(app);
});
afterAll(async () => {
  await app.close();
});

const entry = (id: number) => `<loc>https://partnerly.example/campaigns/${id}</loc>`;
const sitemap = async () => (await app.inject('/sitemap.xml')).body;

describe('GET /campaigns/{id}', () => {
  it('renders an open campaign on the server, with its card, JSON-LD and canonical link', async () => {
    const owner = await member(app);
    const campaign = await api.open(owner, {
      title: 'Serum <launch> & "more"',
      cover: await pngDataUrl(800, 800),
      budget: { kind: 'range', min: 300, max: 800 },
    });
    const response = await app.inject(`/campaigns/${campaign.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Serum &#60;launch&#62; &#38; &#34;more&#34; — a campaign by');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(
      `<meta property="og:image" content="https://partnerly.example${campaign.cover}" />`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://partnerly.example/campaigns/${campaign.id}" />`,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'Demand',
      name: 'Serum <launch> & "more"',
      priceSpecification: { priceCurrency: 'USD', minPrice: 300, maxPrice: 800 },
    });
    expect(html).toContain('<h1>Serum &#60;launch&#62; &#38; &#34;more&#34;</h1>');
    expect(html).toContain('<li>Budget per creator: $300–$800</li>');
    // The embedded data cannot end its script element.
    expect(html).not.toContain('<launch>');
  });

  it('is in the sitemap while open; once closed it says so, unindexed, and offers no Apply (issue 53)', async () => {
    const owner = await member(app);
    const campaign = await api.open(owner);
    const draft = await api.draft(owner);
    expect(await sitemap()).toContain(entry(campaign.id));
    expect(await sitemap()).not.toContain(entry(draft.id));
    expect((await app.inject(`/campaigns/${draft.id}`)).statusCode).toBe(404);

    await api.post(owner, `/api/campaigns/${campaign.id}/close/`);
    expect(await sitemap()).not.toContain(entry(campaign.id));
    const closed = await app.inject(`/campaigns/${campaign.id}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('This campaign is closed.');
    expect(closed.body).not.toContain('Sign in to apply');
    expect(closed.body).toContain('<meta name="robots" content="noindex">');
    expect(closed.body).not.toContain('schema.org');

    // Removed by an admin: gone.
    await api.post(owner, `/api/campaigns/${campaign.id}/reopen/`, {});
    await app.services.campaignsAdmin.closeByAdmin(
      { id: owner.id, username: 'admin' },
      campaign.id,
      'Spam',
    );
    expect((await app.inject(`/campaigns/${campaign.id}`)).statusCode).toBe(404);
  });

  it('leaves the sitemap and answers 404 while its owner is suspended', async () => {
    const owner = await member(app);
    const campaign = await api.open(owner);
    await app.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, owner.id));
    expect(await sitemap()).not.toContain(entry(campaign.id));
    expect((await app.inject(`/campaigns/${campaign.id}`)).statusCode).toBe(404);
  });

  it('serves the app for the signed-in campaign pages', async () => {
    for (const path of ['/campaigns/mine', '/campaigns/new', '/campaigns/12/edit']) {
      expect((await app.inject(path)).statusCode, path).toBe(200);
    }
  });
});
