import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES,
  USAGE_RIGHTS_PRESETS,
  utcDate,
  type AcceptedApplication,
  type Application,
  type Campaign,
  type CampaignsPage,
  type MyApplication,
} from '@partnerly/shared';

import { secondInstance } from '../../test/app';
import { withClockAhead } from '../../test/clock';

import { eventually } from '../../test/eventually';

import { bearer, login } from '../../test/factories';

import { creator, member, type Member } from './campaigns.fixtures';
import { api, app, DAY, db, setUpCampaigns } from './campaigns.harness';

/** Issue 53, point 5: a campaign closes when as many creators as wanted are chosen. */
setUpCampaigns();

const offer = {
  title: 'One reel and two stories',
  deliverables: [
    { platform: 'Instagram', what: 'Reel', quantity: 1 },
    { platform: 'Instagram', what: 'Stories', quantity: 2 },
  ],
  price: 800,
  due_date: utcDate(20),
  usage_rights: USAGE_RIGHTS_PRESETS[0],
  revisions: 1,
};

async function applied(who: Member, campaign: Campaign, body: object = {}): Promise<Application> {
  const response = await api.post(who, `/api/campaigns/${campaign.id}/apply/`, {
    pitch: 'I would love to make this.',
    platforms: ['Instagram'],
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`apply: ${response.body}`);
  return response.json<Application>();
}

const accept = (who: Member, application: Application) =>
  api.post(who, `/api/applications/${application.id}/accept/`);

/** A campaign wanting `wanted` creators, with `count` applications waiting. */
async function withApplicants(wanted: number, count: number) {
  const brand = await member(app);
  const campaign = await api.open(brand, { wanted });
  const applications: Application[] = [];
  for (let i = 0; i < count; i += 1) applications.push(await applied(await creator(app), campaign));
  return { brand, campaign, applications };
}

const openIds = async (who: Member) =>
  (await api.get(who, '/api/campaigns/')).json<CampaignsPage>().data.map((item) => item.id);

describe('a campaign that fills', () => {
  it('closes with its last choice; those still waiting are not chosen and told once', async () => {
    const { brand, campaign, applications } = await withApplicants(2, 4);
    const [first, second, shortlisted, waiting] = applications as [
      Application,
      Application,
      Application,
      Application,
    ];
    await api.post(brand, `/api/applications/${shortlisted.id}/shortlist/`);
    const one = await accept(brand, first);
    expect(one.json<AcceptedApplication>().campaign_closed).toBe(false);
    expect((await db.campaign(campaign.id))?.state).toBe('open');
    expect(await db.jobsNamed('campaigns.not-chosen')).toEqual([]);

    const two = await accept(brand, second);
    expect(two.statusCode).toBe(200);
    expect(two.json<AcceptedApplication>()).toMatchObject({ campaign_closed: true });
    expect(await db.campaign(campaign.id)).toMatchObject({ state: 'closed', closedReason: null });
    const states = new Map(
      (await db.applicationsTo(campaign.id)).map((row) => [row.id, row.state]),
    );
    expect([first, second, shortlisted, waiting].map((item) => states.get(item.id))).toEqual([
      'accepted',
      'accepted',
      'not_chosen',
      'not_chosen',
    ]);
    // One job for all of them, queued with the choice (a finished job's payload is wiped).
    expect(await db.jobsNamed('campaigns.not-chosen')).toHaveLength(1);

    // Gone from explore; the owner and anyone with the link see it closed.
    const reader = await member(app);
    expect(await openIds(reader)).not.toContain(campaign.id);
    const seen = await api.get(reader, `/api/campaigns/${campaign.id}/`);
    expect(seen.json<Campaign>()).toMatchObject({ state: 'closed', chosen: 2, wanted: 2 });
    expect(seen.json<Campaign>().closed_at).not.toBeNull();
  });

  it('tells the not chosen once, however many runs of the job there are', async () => {
    const before = (await db.jobsNamed('campaigns.decision-mail')).length;
    const { brand, campaign, applications } = await withApplicants(1, 3);
    await accept(brand, applications[0] as Application);
    const notices = app.services.campaignNotices;
    await Promise.all([notices.sendNotChosen(campaign.id), notices.sendNotChosen(campaign.id)]);
    await notices.sendNotChosen(campaign.id);
    await eventually(async () => {
      const rows = await db.applicationsTo(campaign.id);
      return rows.filter((row) => row.toldAt !== null).length === 2;
    }, 'the not-chosen job');
    // One e-mail job each: the chosen creator's and the two not chosen.
    expect((await db.jobsNamed('campaigns.decision-mail')).length - before).toBe(3);
  });

  it('on two instances, a moved clock later: each not-chosen applicant is told once', async () => {
    if (!process.env.TEST_DATABASE_URL) return; // PGlite is one process's database
    const other = await secondInstance(app);
    try {
      const before = (await db.jobsNamed('campaigns.decision-mail')).length;
      const { brand, campaign, applications } = await withApplicants(1, 3);
      await accept(brand, applications[0] as Application);
      await withClockAhead(DAY, () =>
        Promise.all([
          app.services.campaignNotices.sendNotChosen(campaign.id),
          other.services.campaignNotices.sendNotChosen(campaign.id),
        ]),
      );
      expect((await db.jobsNamed('campaigns.decision-mail')).length - before).toBe(3);
    } finally {
      await other.close();
    }
  });

  it('reads "not chosen" in the creator\'s applications, and refuses a choice after (409)', async () => {
    const { brand, campaign, applications } = await withApplicants(1, 2);
    const [chosen, late] = applications as [Application, Application];
    await accept(brand, chosen);
    const lateCreator = late.creator ?? '';
    const { access } = await login(app, lateCreator);
    const mine = await api.get(
      { id: 0, username: lateCreator, headers: bearer(access) } as Member,
      '/api/applications/',
    );
    expect(mine.json<MyApplication[]>()[0]).toMatchObject({
      campaign: campaign.id,
      state: 'not_chosen',
    });
    for (const action of ['accept', 'decline', 'shortlist']) {
      const response = await api.post(brand, `/api/applications/${late.id}/${action}/`);
      expect(response.statusCode, action).toBe(409);
    }
  });

  it('makes the offer from the terms proposed and accepts it in the same step', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand, { wanted: 1 });
    const application = await applied(await creator(app), campaign, { offer });
    const response = await accept(brand, application);
    const { order_id: orderId } = response.json<AcceptedApplication>();
    const order = await api.get(brand, `/api/orders/${orderId}/`);
    expect(order.json()).toMatchObject({ price: 800, deliverables: offer.deliverables });
  });
});

describe('reopening', () => {
  it('takes applications again with more creators wanted; the not chosen stay told', async () => {
    const { brand, campaign, applications } = await withApplicants(1, 2);
    await accept(brand, applications[0] as Application);
    const url = `/api/campaigns/${campaign.id}/reopen/`;
    const full = await api.post(brand, url, {});
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: CAMPAIGN_MESSAGES.stillFull });

    const reopened = await api.post(brand, url, { wanted: 3 });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<Campaign>()).toMatchObject({
      state: 'open',
      wanted: 3,
      chosen: 1,
      closed_at: null,
    });
    expect(await openIds(await member(app))).toContain(campaign.id);
    const states = (await db.applicationsTo(campaign.id)).map((row) => row.state).sort();
    expect(states).toEqual(['accepted', 'not_chosen']);
    const fresh = await applied(await creator(app), campaign);
    expect(fresh.state).toBe('sent');

    const again = await api.post(brand, url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: CAMPAIGN_MESSAGES.notClosed });
  });

  it('reopens one its owner closed; refuses bad input, a passed date and an admin closing', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand, { apply_by: utcDate(3) });
    await api.post(brand, `/api/campaigns/${campaign.id}/close/`);
    const url = `/api/campaigns/${campaign.id}/reopen/`;
    for (const wanted of [0, 101, 'two', 1.5]) {
      const response = await api.post(brand, url, { wanted });
      expect(response.statusCode, String(wanted)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['wanted']);
    }
    expect((await db.campaign(campaign.id))?.state).toBe('closed');

    const late = await withClockAhead(4 * DAY, async () => {
      const { access } = await login(app, brand.username);
      return api.post({ ...brand, headers: bearer(access) }, url, {});
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: CAMPAIGN_MESSAGES.applyByPassed });
    expect((await api.post(brand, url, {})).json<Campaign>().state).toBe('open');

    await app.services.campaignsAdmin.closeByAdmin(
      { id: brand.id, username: 'admin' },
      campaign.id,
      'Misleading brief',
    );
    const removed = await api.post(brand, url, {});
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ detail: CAMPAIGN_MESSAGES.closedByAdmin });
    // Removed by an admin: nobody else sees it any more.
    expect((await api.get(await member(app), `/api/campaigns/${campaign.id}/`)).statusCode).toBe(
      404,
    );
  });

  it("is the owner's only: another member's campaign is a 404 and stays closed", async () => {
    const brand = await member(app);
    const campaign = await api.open(brand);
    await api.post(brand, `/api/campaigns/${campaign.id}/close/`);
    const stranger = await member(app);
    const response = await api.post(stranger, `/api/campaigns/${campaign.id}/reopen/`, {});
    expect(response.statusCode).toBe(404);
    expect((await db.campaign(campaign.id))?.state).toBe('closed');
  });

  it('takes Full Access: an Explorer gets 403', async () => {
    const explorer = await member(app, { paid: false });
    const campaign = await api.open(await member(app));
    const response = await api.post(explorer, `/api/campaigns/${campaign.id}/reopen/`, {});
    expect(response.statusCode).toBe(403);
  });
});
