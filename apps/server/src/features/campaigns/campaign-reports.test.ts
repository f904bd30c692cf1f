import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';

import { REPORT_MESSAGES } from '@partnerly/shared';

import { adminAuditLog } from '../../db/schema';

import { member } from './campaigns.fixtures';
import { api, app, db, setUpCampaigns } from './campaigns.harness';

setUpCampaigns();

const auditOf = (target: string) =>
  app.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.target, target));

describe('trust', () => {
  it('takes reports of a campaign, not of a draft, and admins close it from the Reports tab', async () => {
    const owner = await member(app);
    const reporter = await member(app);
    const admin = await member(app, { admin: true });
    const campaign = await api.open(owner);
    const draft = await api.draft(owner);
    const report = (id: number) =>
      api.post(reporter, '/api/report/', { target: 'campaign', id, reason: 'scam' });
    expect((await report(campaign.id)).statusCode).toBe(201);
    expect((await report(draft.id)).statusCode).toBe(404);

    const tab = await api.get(admin, '/api/admin/reports/');
    const groups = tab.json<{
      reports: { target: string; id: number; content_exists: boolean }[];
    }>();
    expect(groups.reports).toContainEqual(
      expect.objectContaining({ target: 'campaign', id: campaign.id, content_exists: true }),
    );
    const removed = await api.post(admin, '/api/admin/reports/remove/', {
      target: 'campaign',
      id: campaign.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(await db.campaign(campaign.id)).toMatchObject({
      state: 'closed',
      closedReason: REPORT_MESSAGES.campaignClosed,
    });
    const actions = (await auditOf(`campaign:${campaign.id}`)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['campaign.close', 'report.remove']);
  });

  it('lets admins only close a campaign with a reason, audited', async () => {
    const owner = await member(app);
    const admin = await member(app, { admin: true });
    const campaign = await api.open(owner);
    const url = `/api/admin/campaigns/${campaign.id}/close/`;
    const stranger = await api.post(owner, url, { reason: 'Mine' });
    expect(stranger.statusCode).toBe(404);
    expect((await api.post(admin, url, { reason: '' })).statusCode).toBe(400);
    expect((await db.campaign(campaign.id))?.state).toBe('open');

    const closed = await api.post(admin, url, { reason: 'Asks for payment up front.' });
    expect(closed.json()).toMatchObject({ id: campaign.id, state: 'closed' });
    const [entry] = await auditOf(`campaign:${campaign.id}`);
    expect(entry).toMatchObject({
      action: 'campaign.close',
      details: { reason: 'Asks for payment up front.' },
    });
    expect((await api.post(admin, url, { reason: 'Again' })).statusCode).toBe(409);
    expect(
      (await api.post(admin, '/api/admin/campaigns/999999/close/', { reason: 'x' })).statusCode,
    ).toBe(404);
  });
});
