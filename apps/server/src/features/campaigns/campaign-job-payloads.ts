/**
 * The campaigns' jobs by name, with their payloads (docs/decisions/014). A leaf: the services
 * that queue them and the handlers in campaigns.job.ts both import it (decision 114).
 */
export type CampaignJobs = {
  /** Runs when the campaign's apply-by day is over: closes it if still open. */
  'campaigns.close': { campaignId: number };
  /** The owner's digest of new applications to one campaign. */
  'campaigns.digest': { campaignId: number };
  /** The creator's e-mail about a decision on their application. */
  'campaigns.decision-mail': { applicationId: number };
  /** The notices of the applications still waiting when their campaign filled. */
  'campaigns.not-chosen': { campaignId: number };
  /** The weekly "Campaigns for you" e-mails. */
  'campaigns.weekly': Record<string, never>;
};
