import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { utcDate } from '@partnerly/shared';
import { users } from '../../db/schema';
import { buildApp } from '../../app';
import { createTestApp } from '../../test/app';
import { withClockAhead } from '../../test/clock';
import { eventually } from '../../test/eventually';
import { testConfig } from '../../test/config';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { campaignsApi, creator, member, stored } from './campaigns.fixtures';

const databaseUrl = process.env.TEST_DATABASE_URL;
const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

describe.runIf(Boolean(databaseUrl))('campaign jobs with two instances on one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    first = await createTestApp({ smtpUrl: sink.url });
    second = await buildApp(
      testConfig({ smtpUrl: sink.url, databaseUrl: first.config.databaseUrl }),
      { logger: false },
    );
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await sink?.close();
  });

  it('close each campaign once its apply-by day is over, whichever instance runs the job', async () => {
    const api = campaignsApi(first);
    const owner = await member(first);
    const campaigns = await Promise.all(
      [1, 1, 2].map((days) => api.open(owner, { apply_by: utcDate(days) })),
    );
    await withClockAhead(2 * DAY + 60_000, async () => {
      await Promise.all(
        campaigns.flatMap((campaign) => [
          first.services.campaigns.closeIfDue(campaign.id),
          second.services.campaigns.closeIfDue(campaign.id),
        ]),
      );
      const db = stored(second);
      await eventually(async () => {
        const states = await Promise.all(campaigns.map((item) => db.campaign(item.id)));
        return states.map((row) => row?.state).join() === 'closed,closed,open';
      }, 'the closing');
    });
  }, 60_000);

  it('send the owner one digest an hour, whichever instance runs it', async () => {
    const owner = await member(first);
    const [row] = await first.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, owner.id));
    const campaign = await campaignsApi(first).open(owner, { title: 'Two instances' });
    const makers = [];
    for (const instance of [first, second, first]) {
      const maker = await creator(first);
      makers.push(maker.username);
      // Through both instances' APIs: the digest job may run on either.
      await campaignsApi(instance).post(maker, `/api/campaigns/${campaign.id}/apply/`, {
        pitch: 'Hello',
        platforms: ['Instagram'],
      });
    }
    const digests = () => sink.mails.filter((mail) => mail.to.includes(row?.email ?? ''));
    await eventually(() => digests().length === 1, 'the first digest');
    await Promise.all([
      first.services.campaignNotices.sendDigest(campaign.id),
      second.services.campaignNotices.sendDigest(campaign.id),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(digests()).toHaveLength(1);
    await withClockAhead(HOUR + 60_000, async () => {
      await Promise.all([
        first.services.campaignNotices.sendDigest(campaign.id),
        second.services.campaignNotices.sendDigest(campaign.id),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    // Every applicant is named in exactly one digest, in at most two e-mails.
    expect(digests().length).toBeLessThanOrEqual(2);
    const texts = digests().map((mail) => mail.raw.replace(/=\r?\n/g, ''));
    for (const name of makers) {
      expect(
        texts.filter((text) => text.includes(name)),
        name,
      ).toHaveLength(1);
    }
  }, 60_000);
});
