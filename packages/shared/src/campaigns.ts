import { z } from 'zod';
import type { TrackRecord } from './track-record';
import {
  BUDGET_KINDS,
  CAMPAIGN_LIMITS,
  type ApplicationState,
  type CampaignBudget,
  type CampaignState,
} from './campaign-limits';
import { isRealDate, offerTermsSchema } from './deals';
import {
  digits,
  jsonInteger,
  maxMessage,
  multiLine,
  requiredMultiLine,
  requiredText,
  trimmedLine,
} from './fields';
import { LIMITS, NUMBER_LIMITS } from './limits';
import { PLATFORMS, type Platform } from './platforms';
import { countriesSchema, imageDataUrlSchema, tagsSchema } from './profiles';
import { COUNTRY_OPTIONS } from './countries';
import type { DialogueData } from './chat';
import type { OFF_PLATFORM_WARNING } from './off-platform';

export * from './campaign-limits';

const DAY_MS = 24 * 60 * 60_000;
const utcDay = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const dollars = (label: string) =>
  jsonInteger(1, CAMPAIGN_LIMITS.budget, {
    type: `Enter the ${label} in whole dollars.`,
    min: 'Enter at least $1.',
    max: `Enter at most $${CAMPAIGN_LIMITS.budget.toLocaleString('en-US')}.`,
  });

/** A fixed amount (min), a range (min below max) or open to offers (neither). */
export const budgetSchema = z
  .object({
    kind: z.enum(BUDGET_KINDS, { error: 'Choose fixed, range or open to offers.' }),
    min: dollars('amount').nullable().default(null),
    max: dollars('most').nullable().default(null),
  })
  .transform((budget, context): CampaignBudget => {
    if (budget.kind === 'open') return { kind: 'open', min: null, max: null };
    if (budget.min === null) {
      context.addIssue({ code: 'custom', path: ['min'], message: 'Enter the amount.' });
      return z.NEVER;
    }
    if (budget.kind === 'fixed') return { kind: 'fixed', min: budget.min, max: budget.min };
    if (budget.max === null || budget.max <= budget.min) {
      context.addIssue({ code: 'custom', path: ['max'], message: 'Enter more than the least.' });
      return z.NEVER;
    }
    return { kind: 'range', min: budget.min, max: budget.max };
  });

const followers = jsonInteger(0, NUMBER_LIMITS.followers, {
  type: 'Enter a number of followers.',
  min: 'Enter at least 0.',
  max: 'Enter a smaller number.',
})
  .nullable()
  .default(null);

/** An apply-by date from tomorrow to a year ahead (UTC), as YYYY-MM-DD. */
const applyBySchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(isRealDate, 'Enter a real date.')
  .refine((value) => value >= utcDay(1), 'Choose a date from tomorrow on.')
  .refine(
    (value) => value <= utcDay(CAMPAIGN_LIMITS.applyByDays),
    'Choose a date at most a year ahead.',
  );

const platformsSchema = z
  .array(z.enum(PLATFORMS, { error: 'Choose a platform from the list.' }), {
    error: 'Send the platforms as a list.',
  })
  .min(1, 'Choose at least one platform.')
  .transform((list) => [...new Set(list)]);

/**
 * POST api/campaigns/ and PUT api/campaigns/{id}/: `cover` is a cropped image (re-encoded
 * as ads are); left out on PUT it keeps the stored one, null removes it.
 */
export const campaignSchema = z
  .object({
    title: requiredText(CAMPAIGN_LIMITS.title),
    brief: requiredMultiLine(CAMPAIGN_LIMITS.brief),
    cover: imageDataUrlSchema.nullable().optional(),
    platforms: platformsSchema,
    content: z
      .array(requiredText(CAMPAIGN_LIMITS.contentKind), { error: 'Send the content as a list.' })
      .max(CAMPAIGN_LIMITS.content, `Add at most ${CAMPAIGN_LIMITS.content} kinds of content.`)
      .default([]),
    countrys: countriesSchema,
    tags: tagsSchema,
    min_followers: followers,
    max_followers: followers,
    budget: budgetSchema,
    wanted: jsonInteger(1, CAMPAIGN_LIMITS.wanted, {
      type: 'Enter the number of creators.',
      min: 'Enter at least 1.',
      max: `Enter at most ${CAMPAIGN_LIMITS.wanted}.`,
    }),
    apply_by: applyBySchema,
    gifting: multiLine(CAMPAIGN_LIMITS.gifting).default(''),
  })
  .refine(
    (campaign) =>
      campaign.min_followers === null ||
      campaign.max_followers === null ||
      campaign.max_followers >= campaign.min_followers,
    { path: ['max_followers'], message: 'Enter at least the least number of followers.' },
  );
export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignRequest = z.output<typeof campaignSchema>;

const countryNames = new Set<string>(COUNTRY_OPTIONS);
const oneLine = (max: number) => trimmedLine().max(max, maxMessage(max));

/** GET api/campaigns/?platform=&country=&tag=&min_budget=&matches=&cursor=. */
export const campaignsQuerySchema = z.object({
  platform: z.enum(PLATFORMS, { error: 'Choose a platform from the list.' }).optional(),
  country: oneLine(LIMITS.text)
    .refine((name) => countryNames.has(name), 'Choose a country from the list.')
    .optional(),
  tag: oneLine(LIMITS.text).toLowerCase().optional(),
  min_budget: digits(z.number().int().min(0).max(CAMPAIGN_LIMITS.budget)).optional(),
  /** "1": only campaigns whose followers range holds the member's largest verified account. */
  matches: z.enum(['1'], { error: 'Send 1 or nothing.' }).optional(),
  cursor: digits(z.number().int().positive().max(NUMBER_LIMITS.id)).optional(),
});

/** GET api/campaigns/{id}/applications/?sort=newest|followers|audience_match. */
export const applicationsQuerySchema = z.object({
  sort: z
    .enum(['newest', 'followers', 'audience_match'], {
      error: 'Sort by newest, followers or audience match.',
    })
    .default('newest'),
});

/** POST api/campaigns/{id}/apply/: the offer, when made, is the deals' offer terms. */
export const applySchema = z.object({
  pitch: requiredMultiLine(CAMPAIGN_LIMITS.pitch),
  platforms: platformsSchema,
  offer: offerTermsSchema.optional(),
});
export type ApplyInput = z.input<typeof applySchema>;

/** POST api/admin/campaigns/{id}/close/: the reason, kept with the campaign and audited. */
export const closeCampaignSchema = z.object({ reason: requiredText(500) });

/**
 * POST api/campaigns/{id}/reopen/: a closed campaign takes applications again; `wanted` raises
 * the number of creators sought when as many as wanted are already chosen (issue 53).
 */
export const reopenCampaignSchema = z
  .object({
    wanted: jsonInteger(1, CAMPAIGN_LIMITS.wanted, {
      type: 'Enter the number of creators.',
      min: 'Enter at least 1.',
      max: `Enter at most ${CAMPAIGN_LIMITS.wanted}.`,
    }).optional(),
  })
  .strict();
export type ReopenCampaignInput = z.input<typeof reopenCampaignSchema>;

export const CAMPAIGNS_PAGE_SIZE = 12;

export interface Campaign {
  id: number;
  /** The owner's username. */
  owner: string;
  title: string;
  brief: string;
  /** The cover's address, or null. */
  cover: string | null;
  platforms: Platform[];
  content: string[];
  /** The spec's spelling. */
  countrys: string[];
  tags: string[];
  min_followers: number | null;
  max_followers: number | null;
  budget: CampaignBudget;
  wanted: number;
  chosen: number;
  /** YYYY-MM-DD: applications close at the end of this day (UTC). */
  apply_by: string;
  gifting: string;
  state: CampaignState;
  /** When it closed (filled, by its owner, an admin or its date); null unless closed. */
  closed_at: string | null;
  created_at: string;
}

/** GET api/campaigns/. */
export interface CampaignsPage {
  data: Campaign[];
  next: number | null;
}

export interface Application {
  id: number;
  /** The campaign's id. */
  campaign: number;
  /** The creator's username; null once they deleted their account. */
  creator: string | null;
  pitch: string;
  platforms: Platform[];
  /** The offer opened in the conversation on Accept; null before. */
  offer_id: number | null;
  state: ApplicationState;
  created_at: string;
}

/** One verified account in an applicant's summary. */
export interface ApplicantSocial {
  platform: Platform;
  followers: number | null;
  /** Who vouches for the count: `admin` or the connected platform; null when unknown. */
  source: string | null;
}

/** GET api/campaigns/{id}/applications/: each application with its creator's public summary. */
export interface ApplicationWithApplicant extends Application {
  applicant: {
    username: string;
    picture: string | null;
    socials: ApplicantSocial[];
    reply_time: 'hour' | 'day' | 'days' | null;
    /** "★ 4.8 (12)" once reviews exist (issue 33): the average and how many. */
    rating: number | null;
    reviews_count: number;
    /** Verified results from completed deals; null below 3 or hidden (issue 47 point 5). */
    results: TrackRecord | null;
    /** The share of their verified audience inside the owner's target (decision 117). */
    audience_match: number | null;
  } | null;
  /** The offer terms the creator proposed, if any. */
  offer: z.output<typeof offerTermsSchema> | null;
  /** The pitch or its offer asks to move off Partnerly (issue 46), as on offers. */
  warning?: typeof OFF_PLATFORM_WARNING;
}

/** GET api/applications/: the creator's own, with the campaign they answer. */
export interface MyApplication extends Application {
  campaign_title: string;
  campaign_owner: string | null;
}

/** POST api/applications/{id}/accept/. */
export interface AcceptedApplication {
  dialogue: DialogueData;
  /** The order the application's offer became, accepted in the same step; null without terms. */
  order_id: number | null;
  /** The campaign closed with this choice: as many creators as wanted are chosen. */
  campaign_closed: boolean;
}

export type { ApplicationState, CampaignState };
