import { formatDollars } from './format';

// No zod here: the server-rendered campaign page shows budgets and states from these, within
// the public pages' JavaScript budget (the schemas live in campaigns.ts).

/** Campaigns (issue 35): brands post what they need, creators apply, brands choose. */
export const CAMPAIGN_LIMITS = {
  title: 120,
  brief: 5000,
  gifting: 1000,
  pitch: 1000,
  /** Content kinds such as "1 Reel", each at most `contentKind` characters. */
  content: 10,
  contentKind: 60,
  wanted: 100,
  /** Whole US dollars per creator. */
  budget: 1_000_000,
  /** Campaigns a member may have open at once. */
  openPerMember: 5,
  /** Unpublished drafts a member may keep (issue 46, case 11): each may hold a cover image. */
  draftsPerMember: 20,
  /** The latest apply-by date, in days from today. */
  applyByDays: 365,
} as const;

export const CAMPAIGN_STATES = ['draft', 'open', 'closed'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const BUDGET_KINDS = ['fixed', 'range', 'open'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

export const APPLICATION_STATES = [
  'sent',
  'shortlisted',
  'accepted',
  'declined',
  'withdrawn',
  /** Still waiting when the campaign filled: told kindly, read "Not chosen" (issue 53). */
  'not_chosen',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** A campaign's budget per creator: whole dollars; both null when open to offers. */
export interface CampaignBudget {
  kind: BudgetKind;
  min: number | null;
  max: number | null;
}

/** "$500", "$300–$800" or "Open to offers". */
export function budgetText(budget: CampaignBudget): string {
  const dollars = (amount: number | null) => formatDollars(amount ?? 0);
  if (budget.kind === 'open') return 'Open to offers';
  if (budget.kind === 'fixed') return dollars(budget.min);
  return `${dollars(budget.min)}–${dollars(budget.max)}`;
}

/** "2 of 5 chosen". */
export const chosenText = (chosen: number, wanted: number) => `${chosen} of ${wanted} chosen`;

export const CAMPAIGN_MESSAGES = {
  tooManyOpen: `You can have at most ${CAMPAIGN_LIMITS.openPerMember} open campaigns at once.`,
  tooManyDrafts: `You can keep at most ${CAMPAIGN_LIMITS.draftsPerMember} draft campaigns: change one of them instead.`,
  notDraft: 'Only a draft campaign can be changed or opened.',
  notOpen: 'This campaign is not open for applications.',
  applyByPassed: 'The apply-by date has passed; choose a later one first.',
  ownCampaign: 'You cannot apply to your own campaign.',
  appliedTwice: 'You have already applied to this campaign.',
  notVerified: 'Choose from your verified accounts.',
  notAnswerable: 'This application can no longer be changed.',
  full: 'You have already chosen as many creators as you wanted.',
  blocked: 'This conversation is blocked.',
  notClosed: 'Only a closed campaign can be reopened.',
  closedByAdmin: 'Partnerly closed this campaign; it cannot be reopened.',
  stillFull:
    'You have already chosen as many creators as you wanted: ask for more creators to reopen it.',
  offerOverdue:
    'The due date in these terms has passed. Decline the application, or agree new terms with the creator in a message.',
} as const;
