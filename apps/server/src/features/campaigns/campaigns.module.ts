import type { FeatureModule } from '../../modules/feature-module';
import { applicationsService, type ApplicationsService } from './applications.service';
import { campaignNotices, type CampaignNotices } from './campaign-notices';
import { WEEKLY_SECONDS, type CampaignJobs } from './campaigns.jobs';
import { campaignsAdminRoutes } from './campaigns.admin-routes';
import { campaignsRoutes } from './campaigns.routes';
import { campaignsService, type CampaignsService } from './campaigns.service';

declare module '../../modules/registry' {
  interface Services {
    /** Campaigns, the applications to them and their notices (issue 35). */
    campaigns: {
      campaigns: CampaignsService;
      applications: ApplicationsService;
      notices: CampaignNotices;
    };
  }
  interface AppJobs extends CampaignJobs {}
}

export const campaignsModule: FeatureModule = {
  name: 'campaigns',
  services: {
    campaigns: ({
      db,
      config,
      media,
      jobs,
      audit,
      users,
      chat,
      deals,
      notifications,
      mailer,
      mailLinks,
    }) => {
      const campaigns = campaignsService({ db, media, jobs, audit, publicUrl: config.publicUrl });
      const notices = campaignNotices({ db, notifications, users, mailer, mailLinks, jobs });
      const applications = applicationsService({
        db,
        campaigns,
        users,
        conversations: chat,
        offers: deals.offers,
        notices,
      });
      return { campaigns, applications, notices };
    },
  },
  routes: () => [campaignsRoutes, campaignsAdminRoutes],
  jobs: {
    'campaigns.close': {
      run:
        ({ campaigns }) =>
        ({ campaignId }) =>
          campaigns.campaigns.closeIfDue(campaignId),
    },
    'campaigns.digest': {
      run:
        ({ campaigns }) =>
        ({ campaignId }) =>
          campaigns.notices.sendDigest(campaignId),
    },
    'campaigns.decision-mail': {
      run:
        ({ campaigns }) =>
        ({ applicationId }) =>
          campaigns.notices.sendDecision(applicationId),
    },
    'campaigns.not-chosen': {
      run:
        ({ campaigns }) =>
        ({ campaignId }) =>
          campaigns.notices.sendNotChosen(campaignId),
    },
    'campaigns.weekly': {
      run:
        ({ campaigns }) =>
        () =>
          campaigns.notices.sendWeekly(),
      every: () => WEEKLY_SECONDS,
    },
  },
  queues: [
    'campaigns.close',
    'campaigns.digest',
    'campaigns.decision-mail',
    'campaigns.not-chosen',
  ],
};
