import type { DEAL_PLATFORMS } from '@partnerly/shared';
import {
  DEAL_LIMITS,
  USAGE_RIGHTS_PRESETS,
  utcDate,
  type Offer,
  type OfferRole,
  type OfferTermsInput,
} from '@partnerly/shared';
import type { OfferDraft } from './offer-draft';

/** NumberInput holds '' while empty. */
type Whole = number | '';
export interface OfferFormValues extends Record<string, unknown> {
  role: OfferRole;
  title: string;
  deliverables: { platform: (typeof DEAL_PLATFORMS)[number]; what: string; quantity: Whole }[];
  price: Whole;
  due_date: string;
  usage_rights: string;
  revisions: Whole;
  message: string;
}

export const valuesOf = (
  countering: Offer | undefined,
  draft: OfferDraft,
  role: OfferRole,
): OfferFormValues =>
  countering
    ? {
        role,
        title: countering.title,
        deliverables: countering.deliverables.map((item) => ({ ...item })),
        price: countering.price,
        due_date: countering.due_date,
        usage_rights: countering.usage_rights,
        revisions: countering.revisions,
        message: '',
      }
    : {
        role,
        title: draft.title ?? '',
        deliverables: draft.deliverables?.map((item) => ({ ...item })) ?? [
          { platform: draft.platform ?? 'Instagram', what: 'Reel', quantity: 1 },
        ],
        price: draft.price ?? '',
        due_date: utcDate(Math.min(Math.max(draft.dueInDays ?? 14, 1), DEAL_LIMITS.dueDays)),
        usage_rights: USAGE_RIGHTS_PRESETS[0],
        revisions: 1,
        message: draft.message ?? '',
      };

/** The terms the form holds, as the API takes them (the schema has checked the numbers). */
export const termsOf = (values: OfferFormValues): OfferTermsInput => ({
  title: values.title,
  deliverables: values.deliverables.map((item) => ({ ...item, quantity: Number(item.quantity) })),
  price: Number(values.price),
  due_date: values.due_date,
  usage_rights: values.usage_rights,
  revisions: Number(values.revisions),
  ...(values.message.trim() ? { message: values.message } : {}),
});

/** The form's values for terms proposed before (an application's offer, edited again). */
export const valuesOfTerms = (terms: OfferTermsInput, role: OfferRole): OfferFormValues => ({
  role,
  title: terms.title,
  deliverables: terms.deliverables.map((item) => ({ ...item })),
  price: terms.price,
  due_date: terms.due_date,
  usage_rights: terms.usage_rights,
  revisions: terms.revisions,
  message: terms.message ?? '',
});
