import { z } from 'zod';
import {
  campaignSchema,
  utcDate,
  type BudgetKind,
  type Campaign,
  type CampaignInput,
  type Platform,
} from '@partnerly/shared';

/** NumberInput holds '' while empty. */
type Whole = number | '';

export interface CampaignFormValues extends Record<string, unknown> {
  cover: string | null;
  title: string;
  brief: string;
  platforms: Platform[];
  content: string[];
  countrys: string[];
  tags: string[];
  min_followers: Whole;
  max_followers: Whole;
  budget: { kind: BudgetKind; min: Whole; max: Whole };
  wanted: Whole;
  apply_by: string;
  gifting: string;
}

const orNull = (value: Whole) => (value === '' ? null : value);

/** The body the API takes: empty numbers are "none"; a stored cover is left as it is. */
export function campaignInputOf(values: CampaignFormValues, storedCover: string | null) {
  const { cover, ...rest } = values;
  return {
    ...rest,
    ...(cover === storedCover ? {} : { cover }),
    min_followers: orNull(values.min_followers),
    max_followers: orNull(values.max_followers),
    budget: {
      kind: values.budget.kind,
      min: orNull(values.budget.min),
      max: orNull(values.budget.max),
    },
    wanted: values.wanted === '' ? undefined : values.wanted,
  } as CampaignInput;
}

/** The shared rule, applied to what the form holds. */
export const campaignFormSchema = (storedCover: string | null) =>
  z.preprocess(
    (values) => campaignInputOf(values as CampaignFormValues, storedCover),
    campaignSchema,
  );

export const valuesOf = (campaign: Campaign | undefined): CampaignFormValues =>
  campaign
    ? {
        cover: campaign.cover,
        title: campaign.title,
        brief: campaign.brief,
        platforms: campaign.platforms,
        content: campaign.content,
        countrys: campaign.countrys,
        tags: campaign.tags,
        min_followers: campaign.min_followers ?? '',
        max_followers: campaign.max_followers ?? '',
        budget: {
          kind: campaign.budget.kind,
          min: campaign.budget.min ?? '',
          max: campaign.budget.max ?? '',
        },
        wanted: campaign.wanted,
        apply_by: campaign.apply_by,
        gifting: campaign.gifting,
      }
    : {
        cover: null,
        title: '',
        brief: '',
        platforms: ['Instagram'],
        content: [],
        countrys: [],
        tags: [],
        min_followers: '',
        max_followers: '',
        budget: { kind: 'fixed', min: '', max: '' },
        wanted: 1,
        apply_by: utcDate(14),
        gifting: '',
      };
