import type { CampaignNoticeJobs } from './campaign-notices';

/** The campaigns' jobs by name, with their payloads (docs/decisions/014). */
export type CampaignJobs = CampaignNoticeJobs & {
  /** Runs when the campaign's apply-by day is over: closes it if still open. */
  'campaigns.close': { campaignId: number };
};

/** The weekly "Campaigns for you" runs this often. */
export const WEEKLY_SECONDS = 7 * 24 * 60 * 60;
