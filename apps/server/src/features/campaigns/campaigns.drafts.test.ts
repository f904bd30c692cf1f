import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '@partnerly/shared';
import { media } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { pngDataUrl } from '../../test/images';
import { campaignBody, campaignsApi, member, stored } from './campaigns.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const storedImages = async () =>
  (await app.database.db.select({ n: count() }).from(media))[0]?.n ?? 0;

describe('drafts per member (issue 46, case 11)', () => {
  it('refuses the 21st unpublished draft with 409 and stores neither it nor its cover', async () => {
    const api = campaignsApi(app);
    const owner = await member(app);
    const cover = await pngDataUrl(400, 300);
    for (let n = 0; n < CAMPAIGN_LIMITS.draftsPerMember; n += 1) {
      await api.draft(owner, { cover, title: `Draft ${n}` });
    }
    const imagesBefore = await storedImages();
    const newCover = await pngDataUrl(400, 300, '#f08c00');
    const refused = await api.post(owner, '/api/campaigns/', campaignBody({ cover: newCover }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: CAMPAIGN_MESSAGES.tooManyDrafts });
    expect(await stored(app).campaignsOf(owner.id)).toHaveLength(CAMPAIGN_LIMITS.draftsPerMember);
    expect(await storedImages()).toBe(imagesBefore);

    // Opening one frees its place; another member's drafts are their own.
    const [first] = await stored(app).campaignsOf(owner.id);
    expect((await api.post(owner, `/api/campaigns/${first?.id}/open/`)).statusCode).toBe(200);
    expect((await api.post(owner, '/api/campaigns/', campaignBody())).statusCode).toBe(201);
    await api.draft(await member(app));
  }, 60_000);
});
