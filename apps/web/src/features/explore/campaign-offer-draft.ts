import { DEAL_LIMITS, type Campaign, type Deliverable } from '@partnerly/shared';
import type { OfferDraft } from '../../domains/deals/offer-draft';

const DAY_MS = 24 * 60 * 60_000;
/** Time to make the content after the brand chooses: two weeks past the apply-by date. */
const MAKING_DAYS = 14;

/** "2 Stories" is two of "Stories"; "Unboxing video" is one. */
function deliverableOf(kind: string, platform: Deliverable['platform']): Deliverable {
  const counted = /^(\d+)\s*[x×]?\s+(.+)$/i.exec(kind.trim());
  const quantity = counted ? Number(counted[1]) : 1;
  const what = (counted ? (counted[2] ?? '') : kind).trim();
  return {
    platform,
    what: what.slice(0, DEAL_LIMITS.what),
    quantity: Math.min(Math.max(quantity, 1), DEAL_LIMITS.quantity),
  };
}

/**
 * What an application's offer starts from (issue 53): the brief's whole content on its first
 * platform, the top of its budget (the creator may ask less), and a due date after the
 * choosing. Before, the form kept one "Reel" and no price.
 */
export function campaignOfferDraft(campaign: Campaign, today = new Date()): OfferDraft {
  const platform = campaign.platforms[0] ?? 'Instagram';
  const untilApplyBy = Math.ceil(
    (Date.parse(`${campaign.apply_by}T00:00:00Z`) - today.getTime()) / DAY_MS,
  );
  return {
    title: campaign.title.slice(0, DEAL_LIMITS.title),
    platform,
    ...(campaign.content.length > 0 && {
      deliverables: campaign.content
        .slice(0, DEAL_LIMITS.deliverables)
        .map((kind) => deliverableOf(kind, platform)),
    }),
    ...(campaign.budget.max !== null && { price: campaign.budget.max }),
    dueInDays: Math.min(Math.max(untilApplyBy, 0) + MAKING_DAYS, DEAL_LIMITS.dueDays),
  };
}
