import type { CampaignJobs } from './campaign-job-payloads';
import type { CampaignNotices } from './campaign-notices';
import type { CampaignsService } from './campaigns.service';

/** The weekly "Campaigns for you" runs this often. */
export const WEEKLY_SECONDS = 7 * 24 * 60 * 60;

export const closeCampaignJob =
  (campaigns: Pick<CampaignsService, 'closeIfDue'>) =>
  ({ campaignId }: CampaignJobs['campaigns.close']) =>
    campaigns.closeIfDue(campaignId);

export const digestJob =
  (notices: Pick<CampaignNotices, 'sendDigest'>) =>
  ({ campaignId }: CampaignJobs['campaigns.digest']) =>
    notices.sendDigest(campaignId);

export const decisionMailJob =
  (notices: Pick<CampaignNotices, 'sendDecision'>) =>
  ({ applicationId }: CampaignJobs['campaigns.decision-mail']) =>
    notices.sendDecision(applicationId);

export const notChosenJob =
  (notices: Pick<CampaignNotices, 'sendNotChosen'>) =>
  ({ campaignId }: CampaignJobs['campaigns.not-chosen']) =>
    notices.sendNotChosen(campaignId);

export const weeklyJob = (notices: Pick<CampaignNotices, 'sendWeekly'>) => () =>
  notices.sendWeekly();
