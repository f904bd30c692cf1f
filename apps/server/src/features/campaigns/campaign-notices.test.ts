import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Application, NotificationSettingsData } from '@partnerly/shared';
import type { EventMap } from '../../events/event-map';
import { users } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import {
  app,
  emailOf as emailOfUser,
  mailsTo,
  pushesTo,
  pushService,
  setUpNoticeApp,
  sink,
} from '../../test/notice-app';
import { subjectOf } from '../../test/smtp-sink';
import { campaignsApi, creator, member, type Member } from './campaigns.fixtures';

let api: ReturnType<typeof campaignsApi>;
setUpNoticeApp((ready) => {
  api = campaignsApi(ready);
});

const HOUR = 60 * 60_000;

const emailOf = (who: Member) => emailOfUser(who.id);
const subjectsTo = (email: string) => mailsTo(email).map(subjectOf);

async function apply(who: Member, campaignId: number): Promise<Application> {
  const response = await api.post(who, `/api/campaigns/${campaignId}/apply/`, {
    pitch: 'I would love to.',
    platforms: ['Instagram'],
  });
  expect(response.statusCode).toBe(201);
  return response.json<Application>();
}

describe('campaign notices', () => {
  it('tell the owner of new applications in a digest, at most one e-mail an hour', async () => {
    const brand = await member(app);
    const email = await emailOf(brand);
    const campaign = await api.open(brand, { title: 'Autumn coats' });
    const first = await creator(app);
    await apply(first, campaign.id);
    await eventually(() => subjectsTo(email).length === 1, 'the first digest');
    expect(subjectsTo(email)).toEqual(['1 new application to “Autumn coats”']);

    // Two more within the hour wait for it to pass, then come in one e-mail.
    await apply(await creator(app), campaign.id);
    await apply(await creator(app), campaign.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(subjectsTo(email)).toHaveLength(1);
    await withClockAhead(HOUR + 60_000, () =>
      eventually(() => subjectsTo(email).length === 2, 'the second digest'),
    );
    expect(subjectsTo(email)[1]).toBe('2 new applications to “Autumn coats”');
  });

  it('tell the creator of a decision at once by push and e-mail, unless turned off', async () => {
    const brand = await member(app);
    const campaign = await api.open(brand, { title: 'Winter boots' });
    const maker = await creator(app);
    const subscription = pushService.subscription();
    await api.post(maker, '/api/push/subscriptions/', subscription);
    const application = await apply(maker, campaign.id);
    await api.post(brand, `/api/applications/${application.id}/decline/`);
    const email = await emailOf(maker);
    await eventually(() => subjectsTo(email).length === 1, 'the decision e-mail');
    expect(subjectsTo(email)).toEqual(['An update on your application to “Winter boots”']);
    await eventually(() => pushesTo(subscription.endpoint).length === 1, 'the decision push');
    expect(pushesTo(subscription.endpoint)[0]).toMatchObject({
      title: 'Partnerly campaigns',
      url: '/deals?tab=applications',
    });

    const quiet = await creator(app);
    const settings = await api.put(quiet, '/api/notification-settings/', {
      campaign_updates: false,
    });
    expect(settings.json<NotificationSettingsData>()).toMatchObject({
      campaign_updates: false,
      campaigns_weekly: false,
    });
    const other = await apply(quiet, campaign.id);
    await api.post(brand, `/api/applications/${other.id}/accept/`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(subjectsTo(await emailOf(quiet))).toEqual([]);
  });

  it('are the handlers of the events applications publish (the notify rule)', async () => {
    const heard: Partial<EventMap>[] = [];
    const names = ['campaign.applied', 'application.decided', 'campaign.filled'] as const;
    for (const name of names) {
      app.services.events.subscribe(name, (payload) => {
        heard.push({ [name]: payload });
      });
    }
    const brand = await member(app);
    const campaign = await api.open(brand, { title: 'Spring hats', wanted: 1 });
    const chosen = await apply(await creator(app), campaign.id);
    const waiting = await creator(app);
    await apply(waiting, campaign.id);
    await api.post(brand, `/api/applications/${chosen.id}/accept/`);

    const mine = () => heard.filter((event) => JSON.stringify(event).includes(`${campaign.id}`));
    await eventually(() => mine().length === 4, 'the four events');
    expect(mine()).toEqual([
      { 'campaign.applied': { campaignId: campaign.id, applicationId: chosen.id } },
      { 'campaign.applied': { campaignId: campaign.id, applicationId: expect.any(Number) } },
      { 'application.decided': { campaignId: campaign.id, applicationId: chosen.id } },
      { 'campaign.filled': { campaignId: campaign.id } },
    ]);
    // Handled: the filled campaign's not-chosen notice reaches the one still waiting.
    const email = await emailOf(waiting);
    await eventually(() => subjectsTo(email).length === 1, 'the not-chosen e-mail');
    expect(subjectsTo(email)).toEqual(['An update on your application to “Spring hats”']);
  });

  it('send "Campaigns for you" weekly to those who turned it on, matching their profile', async () => {
    const brand = await member(app);
    await api.open(brand, { title: 'Beauty week', tags: ['weeklybeauty'], countrys: [] });
    await api.open(brand, { title: 'Cars only', tags: ['weeklycars'], countrys: [] });
    const reader = await creator(app, { Instagram: 20_000 });
    const untouched = await creator(app, { Instagram: 20_000 });
    for (const who of [reader, untouched]) {
      await app.database.db
        .update(users)
        .set({ tags: ['weeklybeauty'], countries: [] })
        .where(eq(users.id, who.id));
    }
    await api.put(reader, '/api/notification-settings/', { campaigns_weekly: true });
    await app.services.campaignNotices.sendWeekly();
    const email = await emailOf(reader);
    await eventually(() => subjectsTo(email).length === 1, 'the weekly e-mail');
    const mail = sink.mails.find((item) => item.to.includes(email));
    expect(mail?.raw).toContain('Beauty week');
    expect(mail?.raw).not.toContain('Cars only');
    expect(subjectsTo(await emailOf(untouched))).toEqual([]);
  });
});
