import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { utcDate, type Campaign, type CampaignInput, type Platform } from '@partnerly/shared';
import { campaignApplications, campaigns, jobs, socials } from '../../db/schema';
import { member, type Member } from '../deals/deals.fixtures';

/** Test fixtures of the campaigns feature: members, campaigns and what got stored. */

// Members are the deals' (a signed-in member, Full Access unless `paid: false`).
export { member, type Member } from '../deals/deals.fixtures';

/** A creator with verified accounts: `followers` on each platform named. */
export async function creator(
  app: FastifyInstance,
  accounts: Partial<Record<Platform, number>> = { Instagram: 12_000 },
): Promise<Member> {
  const who = await member(app);
  for (const [platform, followers] of Object.entries(accounts)) {
    await app.database.db.insert(socials).values({
      userId: who.id,
      platform,
      link: `https://example.com/${who.username}/${platform}`,
      followers,
      source: platform === 'Instagram' ? 'instagram' : 'admin',
    });
  }
  return who;
}

/** A valid campaign: two reels, $300–$800, five creators, apply within two weeks. */
export const campaignBody = (overrides: Partial<CampaignInput> = {}): CampaignInput => ({
  title: 'Spring skincare launch',
  brief: 'We launch a serum in April.\nShow your morning routine with it.',
  platforms: ['Instagram', 'Tiktok'],
  content: ['1 Reel', '2 Stories'],
  countrys: ['Germany'],
  tags: ['beauty'],
  min_followers: 5000,
  max_followers: 100_000,
  budget: { kind: 'range', min: 300, max: 800 },
  wanted: 5,
  apply_by: utcDate(14),
  gifting: 'A full set of the serum line.',
  ...overrides,
});

export function campaignsApi(app: FastifyInstance) {
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE') => (who: Member, url: string, payload?: object) =>
      app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const post = call('POST');
  const api = {
    post,
    get: call('GET'),
    put: call('PUT'),
    delete: call('DELETE'),
    /** A draft of `owner`'s. */
    async draft(owner: Member, overrides: Partial<CampaignInput> = {}): Promise<Campaign> {
      const response = await post(owner, '/api/campaigns/', campaignBody(overrides));
      if (response.statusCode !== 201) throw new Error(`draft: ${response.body}`);
      return response.json<Campaign>();
    },
    /** An open campaign of `owner`'s. */
    async open(owner: Member, overrides: Partial<CampaignInput> = {}): Promise<Campaign> {
      const draft = await api.draft(owner, overrides);
      const response = await post(owner, `/api/campaigns/${draft.id}/open/`);
      if (response.statusCode !== 200) throw new Error(`open: ${response.body}`);
      return response.json<Campaign>();
    },
  };
  return api;
}

export function stored(app: FastifyInstance) {
  const db = app.database.db;
  return {
    campaignsOf: (ownerId: number) =>
      db.select().from(campaigns).where(eq(campaigns.ownerId, ownerId)),
    async campaign(id: number) {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row;
    },
    applicationsTo: (campaignId: number) =>
      db.select().from(campaignApplications).where(eq(campaignApplications.campaignId, campaignId)),
    jobsNamed: (name: string) => db.select().from(jobs).where(eq(jobs.name, name)),
  };
}
