import type { PushPayload } from '@partnerly/shared';
import type { Database } from '../../db/client';
import type { CampaignJobs } from './campaign-job-payloads';
import { inTransaction, type Tx } from '../../db/transaction';
import type { EventMap } from '../../events/event-map';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { Mailer } from '../../lib/mailer';
import type { MailLinks } from '../notifications/mails/notification-mail';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { applicationsRepository, type ApplicationRow } from './applications.repository';
import { campaignsRepository, type CampaignRow } from './campaigns.repository';

// The templates load at first use: react-email takes about a second to load, which every
// server start and test file paid before any mail was sent (decision 070).
const templates = () => import('./campaign.mail');

const HOUR_MS = 60 * 60_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

export interface CampaignNoticesDependencies {
  db: Database;
  notifications: Pick<NotificationsService, 'queueNotice' | 'wants'>;
  users: Pick<UsersService, 'findById'>;
  mailer: Mailer;
  mailLinks: MailLinks;
  jobs: Pick<JobQueue<CampaignJobs>, 'enqueue' | 'enqueueOnce'>;
}

/**
 * What campaigns tell people (issue 35, item 5): the owner a digest of new applications (at
 * most one e-mail per campaign an hour), the creator a decision at once by push and e-mail,
 * both under "Campaign updates"; the weekly "Campaigns for you" for those who turned it on.
 */
export function campaignNotices({
  db,
  notifications,
  users,
  mailer,
  mailLinks,
  jobs,
}: CampaignNoticesDependencies) {
  /** In the decision's transaction: the push now, the e-mail by its job. */
  async function tellDecision(application: ApplicationRow, campaign: CampaignRow, tx: Tx) {
    if (!(await notifications.wants(application.creatorId, 'campaigns', tx))) return;
    const body = {
      accepted: `You were chosen for “${campaign.title}”`,
      not_chosen: `“${campaign.title}” has found its creators: thank you for applying`,
    }[application.state as string];
    const push: PushPayload = {
      title: 'Partnerly campaigns',
      body: body ?? `An update on your application to “${campaign.title}”`,
      url: '/deals?tab=applications',
      tag: `application-${application.id}`,
    };
    await notifications.queueNotice(application.creatorId, 'campaigns', push, tx);
    await jobs.enqueue('campaigns.decision-mail', { applicationId: application.id }, { tx });
  }

  // The three handlers below run in the writer's transaction (campaigns.module.ts `within`)
  // and read what they tell through it: the event carries ids only (it crosses instances).
  return {
    /** `campaign.applied`: the digest, an hour after the last one at the soonest. */
    async applied({ campaignId }: EventMap['campaign.applied'], tx: Tx): Promise<void> {
      const campaign = await campaignsRepository(tx).find(campaignId);
      if (!campaign) return;
      const soonest = campaign.digestSentAt
        ? new Date(campaign.digestSentAt.getTime() + HOUR_MS)
        : clockNow();
      const runAt = soonest > clockNow() ? soonest : clockNow();
      await jobs.enqueueOnce(
        'campaigns.digest',
        { campaignId: campaign.id },
        `campaign-digest:${campaign.id}`,
        { tx, runAt },
      );
    },

    /** `application.decided`: the creator hears of the owner's choice. */
    async decided(
      { applicationId, campaignId }: EventMap['application.decided'],
      tx: Tx,
    ): Promise<void> {
      const application = await applicationsRepository(tx).find(applicationId);
      const campaign = await campaignsRepository(tx).find(campaignId);
      if (application && campaign) await tellDecision(application, campaign, tx);
    },

    /**
     * `campaign.filled`: one job tells everyone not chosen, so the owner's choice does not
     * wait for a notice per applicant.
     */
    async filled({ campaignId }: EventMap['campaign.filled'], tx: Tx): Promise<void> {
      await jobs.enqueue('campaigns.not-chosen', { campaignId }, { tx });
    },

    /**
     * The not-chosen job: each applicant not chosen gets the push now and the decision's
     * e-mail by its job (one each), queued in the transaction that marks them told, so a
     * second run finds nobody left.
     */
    async sendNotChosen(campaignId: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const campaign = await campaignsRepository(tx).find(campaignId);
        if (!campaign) return;
        for (const application of await applicationsRepository(tx).claimUntold(campaignId)) {
          await tellDecision(application, campaign, tx);
        }
      });
    },

    /** The digest job: the applications since the last digest, if the owner still wants it. */
    async sendDigest(campaignId: number): Promise<void> {
      const campaigns = campaignsRepository(db);
      const campaign = await campaigns.find(campaignId);
      if (!campaign || !(await notifications.wants(campaign.ownerId, 'campaigns'))) return;
      // An application read the campaign before the last digest went: wait out the hour.
      const soonest = campaign.digestSentAt && campaign.digestSentAt.getTime() + HOUR_MS;
      if (soonest && soonest > clockNow().getTime()) {
        await jobs.enqueueOnce(
          'campaigns.digest',
          { campaignId },
          `campaign-digest:${campaignId}`,
          {
            runAt: new Date(soonest),
          },
        );
        return;
      }
      const fresh = await applicationsRepository(db).newerThan(
        campaign.id,
        campaign.digestedThrough,
      );
      const through = fresh.at(-1)?.id;
      if (through === undefined) return;
      // Claimed before the mail goes: a second run (another instance) finds nothing new.
      if (
        !(await campaigns.markDigested(campaign.id, campaign.digestedThrough, through, clockNow()))
      ) {
        return;
      }
      const owner = await users.findById(campaign.ownerId);
      if (!owner) return;
      const names = await campaigns.usernames(fresh.map((row) => row.creatorId));
      const applicants = fresh.map((row) => names.get(row.creatorId) ?? 'A creator');
      const mails = await templates();
      await mailer.send(await mails.applicationsDigestMail(owner, campaign, applicants, mailLinks));
    },

    /** The decision's e-mail job, unless the creator turned campaign updates off meanwhile. */
    async sendDecision(applicationId: number): Promise<void> {
      const application = await applicationsRepository(db).find(applicationId);
      if (
        !application ||
        (application.state !== 'accepted' &&
          application.state !== 'declined' &&
          application.state !== 'not_chosen')
      ) {
        return;
      }
      if (!(await notifications.wants(application.creatorId, 'campaigns'))) return;
      const campaign = await campaignsRepository(db).find(application.campaignId);
      const creator = await users.findById(application.creatorId);
      const owner = campaign && (await users.findById(campaign.ownerId));
      if (!campaign || !creator || !owner) return;
      const mails = await templates();
      await mailer.send(
        await mails.decisionMail(
          creator,
          application.state,
          { title: campaign.title, owner: owner.username },
          mailLinks,
        ),
      );
    },

    /** The weekly job: each creator who asked hears of the week's open campaigns that fit them. */
    async sendWeekly(): Promise<void> {
      const campaigns = campaignsRepository(db);
      const since = new Date(clockNow().getTime() - WEEK_MS);
      for (const userId of await campaigns.weeklyReaders()) {
        const user = await users.findById(userId);
        if (!user || user.suspendedAt) continue;
        const matches = await campaigns.matchesFor(user, since);
        if (matches.length === 0) continue;
        const names = await campaigns.usernames(matches.map((row) => row.ownerId));
        const listed = matches.map((row) => ({
          id: row.id,
          title: row.title,
          owner: names.get(row.ownerId) ?? '',
          budget: { kind: row.budgetKind, min: row.budgetMin, max: row.budgetMax },
        }));
        const mails = await templates();
        await mailer.send(await mails.campaignsForYouMail(user, listed, mailLinks));
      }
    },
  };
}

export type CampaignNotices = ReturnType<typeof campaignNotices>;
