import { withServices, type FeatureModule } from '../../modules/feature-module';
import { campaignsAdminService, type CampaignsAdminService } from './campaigns-admin.service';
import { applicationsService, type ApplicationsService } from './applications.service';
import { campaignNotices, type CampaignNotices } from './campaign-notices';
import type { CampaignJobs } from './campaign-job-payloads';
import {
  WEEKLY_SECONDS,
  closeCampaignJob,
  decisionMailJob,
  digestJob,
  notChosenJob,
  weeklyJob,
} from './campaigns.job';
import { campaignsAdminRoutes } from './campaigns.admin-routes';
import { campaignsRoutes } from './campaigns.routes';
import { campaignsService, type CampaignsService } from './campaigns.service';

declare module '../../modules/registry' {
  interface Services {
    /** Campaigns: briefs drafted, opened, closed, reopened, listed (issue 35). */
    campaigns: CampaignsService;
    /** Admins closing a campaign with a reason, audited. */
    campaignsAdmin: CampaignsAdminService;
    /** Creators' applications and the owner's choices. */
    campaignApplications: ApplicationsService;
    /** The digests, decisions and weekly mails of campaigns. */
    campaignNotices: CampaignNotices;
  }
  interface AppJobs extends CampaignJobs {}
}

export const campaignsModule: FeatureModule = {
  name: 'campaigns',
  // One service per name, each from the others by name (decision 114).
  services: {
    campaigns: ({ db, config, media, jobs }) =>
      campaignsService({ db, media, jobs, publicUrl: config.publicUrl }),
    campaignsAdmin: ({ db, audit, campaigns }) => campaignsAdminService({ db, audit, campaigns }),
    campaignNotices: ({ db, notifications, users, mailer, mailLinks, jobs }) =>
      campaignNotices({ db, notifications, users, mailer, mailLinks, jobs }),
    campaignApplications: ({
      db,
      campaigns,
      users,
      chat,
      offers,
      events,
      trackRecords,
      audienceMatches,
    }) =>
      applicationsService({
        db,
        campaigns,
        users,
        conversations: chat,
        offers,
        events,
        trackRecords,
        audienceMatches,
      }),
  },
  routes: (services) => [
    withServices(campaignsRoutes, services),
    withServices(campaignsAdminRoutes, services),
  ],
  jobs: {
    'campaigns.close': { run: ({ campaigns }) => closeCampaignJob(campaigns) },
    'campaigns.digest': { run: ({ campaignNotices }) => digestJob(campaignNotices) },
    'campaigns.decision-mail': { run: ({ campaignNotices }) => decisionMailJob(campaignNotices) },
    'campaigns.not-chosen': { run: ({ campaignNotices }) => notChosenJob(campaignNotices) },
    'campaigns.weekly': {
      run: ({ campaignNotices }) => weeklyJob(campaignNotices),
      every: () => WEEKLY_SECONDS,
    },
  },
  queues: [
    'campaigns.close',
    'campaigns.digest',
    'campaigns.decision-mail',
    'campaigns.not-chosen',
  ],
  publishes: ['campaign.applied', 'application.decided', 'campaign.filled'],
  // In the transaction of each application and choice: who hears, and how (the notify rule).
  within: {
    'campaign.applied':
      ({ campaignNotices }) =>
      (event, tx) =>
        campaignNotices.applied(event, tx),
    'application.decided':
      ({ campaignNotices }) =>
      (event, tx) =>
        campaignNotices.decided(event, tx),
    'campaign.filled':
      ({ campaignNotices }) =>
      (event, tx) =>
        campaignNotices.filled(event, tx),
  },
};
