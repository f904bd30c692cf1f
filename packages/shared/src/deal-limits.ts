import { PLATFORMS } from './platforms';

// No zod here: the public page's Request builds an offer draft from these, within the
// page's JavaScript budget (the schemas live in deals.ts).

/** A deliverable's platform: the five the spec names, or Other. */
export const DEAL_PLATFORMS = [...PLATFORMS, 'Other'] as const;
export type DealPlatform = (typeof DEAL_PLATFORMS)[number];

/** Suggestions for what a deliverable is; any short text is taken. */
export const DELIVERABLE_KINDS = ['Reel', 'Story', 'Video', 'Post'] as const;

/** Usage-rights wordings the form offers; the field takes any text within its limit. */
export const USAGE_RIGHTS_PRESETS = [
  "Organic posts on the creator's accounts only",
  'Brand may repost for 30 days',
  'Paid ads usage for 90 days',
] as const;

export const DEAL_LIMITS = {
  title: 120,
  deliverables: 10,
  what: 60,
  quantity: 20,
  price: 1_000_000,
  usageRights: 1000,
  revisions: 5,
  message: 1000,
  note: 1000,
  links: 10,
  legalName: 150,
  /** Open offers in one conversation at a time. */
  openOffers: 5,
  /** The latest due date, in days from today. */
  dueDays: 365,
  query: 100,
} as const;
