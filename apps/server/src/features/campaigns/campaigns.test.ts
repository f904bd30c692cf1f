import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  utcDate,
  type Campaign,
  type CampaignsPage,
} from '@partnerly/shared';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { pngDataUrl } from '../../test/images';
import { campaignBody, campaignsApi, creator, member, stored } from './campaigns.fixtures';

let app: FastifyInstance;
let api: ReturnType<typeof campaignsApi>;
let db: ReturnType<typeof stored>;
let cover: string;

beforeAll(async () => {
  app = await createTestApp();
  api = campaignsApi(app);
  db = stored(app);
  cover = await pngDataUrl(1600, 900);
});
afterAll(async () => {
  await app.close();
});

const DAY = 24 * 60 * 60_000;
const ids = (page: CampaignsPage) => page.data.map((campaign) => campaign.id);

describe('a campaign', () => {
  it('is posted as a draft with a re-encoded 1080 px cover, seen by its owner only', async () => {
    const owner = await member(app);
    const stranger = await member(app);
    const response = await api.post(owner, '/api/campaigns/', campaignBody({ cover }));
    expect(response.statusCode).toBe(201);
    const campaign = response.json<Campaign>();
    expect(campaign).toMatchObject({
      ...campaignBody(),
      owner: owner.username,
      chosen: 0,
      state: 'draft',
    });
    const served = await app.inject(campaign.cover ?? '');
    const sharp = (await import('sharp')).default;
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 1080,
      height: 1080,
      format: 'jpeg',
    });
    expect((await api.get(owner, `/api/campaigns/${campaign.id}/`)).json()).toEqual(campaign);
    expect((await api.get(stranger, `/api/campaigns/${campaign.id}/`)).statusCode).toBe(404);
    const mine = (await api.get(owner, '/api/campaigns/mine/')).json<Campaign[]>();
    expect(mine.map((item) => item.id)).toEqual([campaign.id]);
  });

  it('takes a fixed budget or open to offers', async () => {
    const owner = await member(app);
    const fixed = await api.draft(owner, { budget: { kind: 'fixed', min: 500 } });
    expect(fixed.budget).toEqual({ kind: 'fixed', min: 500, max: 500 });
    const open = await api.draft(owner, { budget: { kind: 'open', min: 5, max: 9 } });
    expect(open.budget).toEqual({ kind: 'open', min: null, max: null });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const owner = await member(app);
    const valid = campaignBody();
    const cases: [string, Record<string, unknown>][] = [
      ['title', { title: '' }],
      ['title', { title: 'x'.repeat(CAMPAIGN_LIMITS.title + 1) }],
      ['title', { title: 'Spring\u202Elaunch' }],
      ['brief', { brief: 'x'.repeat(CAMPAIGN_LIMITS.brief + 1) }],
      ['brief', { brief: 'nul\u0000here' }],
      ['cover', { cover: 'not an image' }],
      ['platforms', { platforms: [] }],
      ['platforms', { platforms: ['Myspace'] }],
      ['content', { content: Array(11).fill('1 Reel') }],
      ['countrys', { countrys: ['Atlantis'] }],
      ['countrys', { countrys: ['Germany', 'France', 'Spain', 'Italy', 'Austria', 'Poland'] }],
      ['tags', { tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) }],
      ['min_followers', { min_followers: -1 }],
      ['min_followers', { min_followers: '5000' }],
      ['max_followers', { min_followers: 5000, max_followers: 100 }],
      ['budget', { budget: { kind: 'fixed' } }],
      ['budget', { budget: { kind: 'range', min: 800, max: 300 } }],
      ['budget', { budget: { kind: 'range', min: 10.5, max: 300 } }],
      ['budget', { budget: { kind: 'barter' } }],
      ['wanted', { wanted: 0 }],
      ['wanted', { wanted: 101 }],
      ['wanted', { wanted: 2.5 }],
      ['apply_by', { apply_by: utcDate(0) }],
      ['apply_by', { apply_by: utcDate(CAMPAIGN_LIMITS.applyByDays + 1) }],
      ['apply_by', { apply_by: '2027-02-30' }],
      ['gifting', { gifting: 'x'.repeat(CAMPAIGN_LIMITS.gifting + 1) }],
    ];
    for (const [field, change] of cases) {
      const response = await api.post(owner, '/api/campaigns/', { ...valid, ...change });
      expect(response.statusCode, `${field}: ${JSON.stringify(change)}`).toBe(400);
      expect(Object.keys(response.json())).toContain(field);
    }
    expect(await db.campaignsOf(owner.id)).toEqual([]);
  });

  it('is for Full Access members: an Explorer gets 403 and nothing is stored', async () => {
    const explorer = await member(app, { paid: false });
    expect((await api.post(explorer, '/api/campaigns/', campaignBody())).statusCode).toBe(403);
    expect((await api.get(explorer, '/api/campaigns/mine/')).statusCode).toBe(403);
    expect(await db.campaignsOf(explorer.id)).toEqual([]);
  });

  it('changes while a draft (keeping or removing the cover), and not once open', async () => {
    const owner = await member(app);
    const stranger = await member(app);
    const draft = await api.draft(owner, { cover });
    const url = `/api/campaigns/${draft.id}/`;
    const kept = await api.put(owner, url, campaignBody({ title: 'Summer launch' }));
    expect(kept.json()).toMatchObject({ title: 'Summer launch', cover: draft.cover });
    const strangers = await api.put(stranger, url, campaignBody({ title: 'Mine now' }));
    expect(strangers.statusCode).toBe(404);
    expect((await db.campaign(draft.id))?.title).toBe('Summer launch');
    const removed = await api.put(
      owner,
      url,
      campaignBody({ title: 'Summer launch', cover: null }),
    );
    expect(removed.json<Campaign>().cover).toBeNull();
    expect((await app.inject(draft.cover ?? '')).statusCode).toBe(404);

    expect((await api.post(owner, `${url}open/`)).statusCode).toBe(200);
    const late = await api.put(owner, url, campaignBody({ title: 'Too late' }));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: CAMPAIGN_MESSAGES.notDraft });
    expect((await db.campaign(draft.id))?.title).toBe('Summer launch');
  });
});

describe('opening and closing', () => {
  it('opens with its closing job at the end of the apply-by day, then closes by its owner', async () => {
    const owner = await member(app);
    const stranger = await member(app);
    const draft = await api.draft(owner, { apply_by: utcDate(3) });
    expect((await api.post(stranger, `/api/campaigns/${draft.id}/open/`)).statusCode).toBe(404);
    expect((await db.campaign(draft.id))?.state).toBe('draft');

    const opened = await api.post(owner, `/api/campaigns/${draft.id}/open/`);
    expect(opened.json()).toMatchObject({ state: 'open' });
    const job = (await db.jobsNamed('campaigns.close')).find(
      (row) => (row.payload as { campaignId: number }).campaignId === draft.id,
    );
    expect(job?.runAt.toISOString()).toBe(`${utcDate(4)}T00:00:00.000Z`);
    expect((await api.get(stranger, `/api/campaigns/${draft.id}/`)).json()).toMatchObject({
      state: 'open',
    });
    expect((await api.post(owner, `/api/campaigns/${draft.id}/open/`)).statusCode).toBe(409);

    expect((await api.post(stranger, `/api/campaigns/${draft.id}/close/`)).statusCode).toBe(404);
    const closed = await api.post(owner, `/api/campaigns/${draft.id}/close/`);
    expect(closed.json()).toMatchObject({ state: 'closed' });
    expect((await api.post(owner, `/api/campaigns/${draft.id}/close/`)).statusCode).toBe(409);
    // Closed by its owner, it still reads as closed for anyone with the link (issue 53).
    const seen = await api.get(stranger, `/api/campaigns/${draft.id}/`);
    expect(seen.json()).toMatchObject({ state: 'closed' });
  });

  it('keeps at most five open per member, even when opened at once', async () => {
    const owner = await member(app);
    const drafts = await Promise.all(
      Array.from({ length: CAMPAIGN_LIMITS.openPerMember + 2 }, () => api.draft(owner)),
    );
    const answers = await Promise.all(
      drafts.map((draft) => api.post(owner, `/api/campaigns/${draft.id}/open/`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({ detail: CAMPAIGN_MESSAGES.tooManyOpen });
    const open = (await db.campaignsOf(owner.id)).filter((row) => row.state === 'open');
    expect(open).toHaveLength(CAMPAIGN_LIMITS.openPerMember);
  });

  it('closes by the job once the apply-by day is over, not before', async () => {
    const owner = await member(app);
    const campaign = await api.open(owner, { apply_by: utcDate(2) });
    await withClockAhead(2 * DAY, async () => {
      // The day is not over yet (the job is due at its end): nothing closes.
      await app.services.campaigns.closeIfDue(campaign.id);
    });
    expect((await db.campaign(campaign.id))?.state).toBe('open');
    await withClockAhead(3 * DAY + 60_000, async () => {
      await eventually(async () => (await db.campaign(campaign.id))?.state === 'closed', 'closing');
    });
  });

  it('refuses to open a draft whose apply-by date has passed', async () => {
    const owner = await member(app);
    const draft = await api.draft(owner, { apply_by: utcDate(1) });
    await withClockAhead(2 * DAY + 60_000, async () => {
      const user = await app.services.users.findById(owner.id);
      if (!user) throw new Error('no user');
      const late = await app.services.campaigns
        .open(user, draft.id)
        .catch((error: unknown) => error);
      expect(late).toMatchObject({ statusCode: 409 });
    });
    expect((await db.campaign(draft.id))?.state).toBe('draft');
  });
});

describe('finding open campaigns', () => {
  it('lists open ones newest first, filtered, a page at a time', async () => {
    const owner = await member(app);
    const tag = `find${Date.now().toString(36)}`;
    const reader = await creator(app, { Tiktok: 20_000 });
    const small = await api.open(owner, {
      tags: [tag],
      platforms: ['Instagram'],
      countrys: ['France'],
      budget: { kind: 'fixed', min: 100 },
      min_followers: null,
      max_followers: 10_000,
    });
    const big = await api.open(owner, {
      tags: [tag],
      platforms: ['Tiktok'],
      budget: { kind: 'range', min: 500, max: 2000 },
      min_followers: 15_000,
      max_followers: null,
    });
    const offers = await api.open(owner, { tags: [tag], budget: { kind: 'open' } });
    await api.draft(owner, { tags: [tag] });
    const list = async (query: string) =>
      ids((await api.get(reader, `/api/campaigns/?tag=${tag}${query}`)).json<CampaignsPage>());

    expect(await list('')).toEqual([offers.id, big.id, small.id]);
    expect(await list('&platform=Tiktok')).toEqual([offers.id, big.id]);
    expect(await list('&country=France')).toEqual([small.id]);
    expect(await list('&min_budget=1000')).toEqual([offers.id, big.id]);
    expect(await list('&matches=1')).toEqual([offers.id, big.id]);
    for (const bad of ['platform=Myspace', 'country=Atlantis', 'min_budget=-1', 'cursor=x']) {
      expect((await api.get(reader, `/api/campaigns/?${bad}`)).statusCode, bad).toBe(400);
    }

    // An Explorer reads them too; pages follow the cursor.
    const explorer = await member(app, { paid: false });
    for (let index = 0; index < 12; index += 1) await api.open(await member(app), { tags: [tag] });
    const first = (await api.get(explorer, `/api/campaigns/?tag=${tag}`)).json<CampaignsPage>();
    expect(first.data).toHaveLength(12);
    const second = (
      await api.get(explorer, `/api/campaigns/?tag=${tag}&cursor=${first.next}`)
    ).json<CampaignsPage>();
    expect(ids(second)).toEqual([offers.id, big.id, small.id]);
    expect(second.next).toBeNull();
  });

  it('leaves explore and its page while its owner is suspended', async () => {
    const owner = await member(app);
    const reader = await member(app);
    const tag = `sus${Date.now().toString(36)}`;
    const campaign = await api.open(owner, { tags: [tag] });
    await app.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, owner.id));
    expect(ids((await api.get(reader, `/api/campaigns/?tag=${tag}`)).json())).toEqual([]);
    expect((await api.get(reader, `/api/campaigns/${campaign.id}/`)).statusCode).toBe(404);
  });
});
