import { z } from 'zod';
import { jsonInteger, requiredMultiLine } from './fields';
import { DEAL_LIMITS } from './deal-limits';
import type { AttachmentKind } from './chat-files';
import type { OrderState } from './deals';

/** The resolution centre (issue 53, point 4; decision 106): a dispute both sides can work. */

/** Partnerly answers a dispute within this many business days (Monday to Friday, UTC). */
export const DISPUTE_RESPONSE_BUSINESS_DAYS = 2;

export const DISPUTE_LIMITS = {
  /** A side's case: what happened and what they ask for. */
  caseText: 2000,
  /** Files each side may attach to its case (the chat's types and sizes, decision 113). */
  filesPerSide: 10,
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** The moment `days` business days (Saturday and Sunday skipped, UTC) after `from`. */
export function businessDaysAfter(from: Date, days: number): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at);
}

/** What the dialog and the order say happens once a problem is reported. */
export const DISPUTE_NEXT_STEPS =
  `The payment stays frozen and the order pauses. Both of you can state your case here; ` +
  `Partnerly reviews the terms, both cases and the conversation and answers within ` +
  `${DISPUTE_RESPONSE_BUSINESS_DAYS} business days. Until then you can settle on a split ` +
  `together, or withdraw the report.`;

/** PUT api/orders/{id}/dispute/case/: a side's case, editable until the dispute closes. */
export const disputeCaseSchema = z.object({
  text: requiredMultiLine(DISPUTE_LIMITS.caseText),
});

const sellerAmount = jsonInteger(1, DEAL_LIMITS.price, {
  type: 'Enter the amount for the seller in US dollars.',
  min: 'The seller gets at least $1 in a split.',
  max: 'The amount is more than the price.',
});

/**
 * POST api/orders/{id}/dispute/proposal/: a split one side proposes (whole dollars to the
 * seller, the rest back to the buyer); a new proposal replaces the previous one.
 */
export const proposeSplitSchema = z.object({ seller_amount: sellerAmount });

/**
 * POST api/orders/{id}/dispute/settle/: the other side confirms the proposal; the amount is
 * repeated so a proposal changed meanwhile is refused (409), never confirmed unseen.
 */
export const settleSplitSchema = z.object({ seller_amount: sellerAmount });

export interface DisputeCase {
  text: string;
  updated_at: string;
}

/**
 * A file attached to a side's case: GET api/orders/{id}/dispute/files/{file} (and /thumb for
 * a photo) for both sides and admins.
 */
export interface DisputeFile {
  id: number;
  side: 'buyer' | 'seller';
  kind: AttachmentKind;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
  at: string;
}

/** GET api/orders/{id}/dispute/: the order's dispute (the latest one), null when none. */
export interface DisputeView {
  opened_by: string | null;
  opened_at: string;
  /** When Partnerly answers by: DISPUTE_RESPONSE_BUSINESS_DAYS after the opening. */
  respond_by: string;
  /** Where a withdrawal takes the order back to. */
  previous_state: OrderState;
  open: boolean;
  cases: { buyer: DisputeCase | null; seller: DisputeCase | null };
  /** Both sides' files, oldest first (decision 113). */
  files: DisputeFile[];
  /** A split waiting for the other side's confirmation. */
  proposal: {
    by: string | null;
    seller_amount: number;
    refund_amount: number;
    at: string;
  } | null;
}

export interface DisputeData {
  dispute: DisputeView | null;
}

/** A completed order's badge when its two members settled their dispute on a split. */
export const AGREED_SPLIT_LABEL = 'Split by agreement';

export const DISPUTE_MESSAGES = {
  notOpen: 'This order has no open dispute.',
  ownProposal: 'The other member has to confirm your proposal.',
  noProposal: 'There is no proposal to confirm.',
  proposalChanged: 'The proposal changed: read it again before confirming.',
  splitTooLarge: 'A split gives the seller less than the price; approve or cancel instead.',
} as const;
