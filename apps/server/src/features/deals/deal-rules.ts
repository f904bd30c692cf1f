import { AUTO_APPROVAL_DAYS, type OfferState, type OrderState } from '@partnerly/shared';

/** Who may take a step: one side of the deal, either side, or Partnerly (a job, an admin). */
export type Actor = 'buyer' | 'seller' | 'either' | 'sender' | 'receiver' | 'partnerly';

/**
 * Offers a member may make a day to members who never answered them (deal-contacts.ts); to
 * members who did, only the general budgets apply (issue 46, case 7; decision 079).
 */
export const STRANGER_OFFERS_PER_DAY = 10;

export type OfferAction = 'accept' | 'decline' | 'counter' | 'withdraw' | 'expire';

/** An offer's steps: each from `open` only, to the state it leaves the offer in. */
export const OFFER_TRANSITIONS: Record<OfferAction, { by: Actor; to: OfferState }> = {
  accept: { by: 'receiver', to: 'accepted' },
  decline: { by: 'receiver', to: 'declined' },
  counter: { by: 'receiver', to: 'countered' },
  withdraw: { by: 'sender', to: 'withdrawn' },
  expire: { by: 'partnerly', to: 'expired' },
};

export type OrderAction =
  | 'deliver'
  | 'approve'
  | 'request_changes'
  | 'cancel'
  | 'dispute'
  | 'resolve'
  | 'auto_approve'
  | 'expire_unpaid'
  | 'state_case'
  | 'propose_split'
  | 'withdraw_dispute'
  | 'settle';

const UNDERWAY = ['active', 'delivered', 'changes_requested'] as const satisfies OrderState[];

/**
 * An order's steps (issue 32, STYLE.md "State machines are data"): who may take each, from
 * which states, and the state it leads to. `cancel` leads to `cancelled` once both sides asked
 * (or the buyer alone after a missed due date); until then it only records the request.
 * `resolve` leads to the admin's outcome, `withdraw_dispute` to the state the dispute paused. The service and the tests read this one table.
 */
export const ORDER_TRANSITIONS: Record<
  OrderAction,
  { by: Actor; from: readonly OrderState[]; to: OrderState | 'outcome' | 'previous' }
> = {
  deliver: { by: 'seller', from: ['active', 'changes_requested'], to: 'delivered' },
  approve: { by: 'buyer', from: ['delivered'], to: 'completed' },
  request_changes: { by: 'buyer', from: ['delivered'], to: 'changes_requested' },
  // Waiting for the payment, nothing was done yet: either side may still ask to cancel.
  cancel: { by: 'either', from: ['awaiting_payment', ...UNDERWAY], to: 'cancelled' },
  dispute: { by: 'either', from: UNDERWAY, to: 'disputed' },
  resolve: { by: 'partnerly', from: ['disputed'], to: 'outcome' },
  auto_approve: { by: 'partnerly', from: ['delivered'], to: 'completed' },
  // Not paid in time (decision 092). The payment moves an order on to `active` itself.
  expire_unpaid: { by: 'partnerly', from: ['awaiting_payment'], to: 'cancelled' },
  // The resolution centre (decision 106): back to the state the dispute paused, or a split
  // the other side proposed and this one confirmed (disputes.service.ts).
  state_case: { by: 'either', from: ['disputed'], to: 'disputed' },
  propose_split: { by: 'either', from: ['disputed'], to: 'disputed' },
  withdraw_dispute: { by: 'either', from: ['disputed'], to: 'previous' },
  settle: { by: 'either', from: ['disputed'], to: 'completed' },
};

/** The side a member is on in an order, or undefined for anyone else. */
export function sideOf(
  order: { buyerId: number | null; sellerId: number | null },
  userId: number,
): 'buyer' | 'seller' | undefined {
  if (order.buyerId === userId) return 'buyer';
  if (order.sellerId === userId) return 'seller';
  return undefined;
}

/** The member on the other side of an order from `side` (null once they left). */
export const counterpartOf = (
  order: { buyerId: number | null; sellerId: number | null },
  side: 'buyer' | 'seller',
) => (side === 'buyer' ? order.sellerId : order.buyerId);

/** Whether a member on `side` may take a step that `actor` takes. */
export const mayAct = (actor: Actor, side: 'buyer' | 'seller') =>
  actor === 'either' || actor === side;

const AUTO_APPROVAL_MS = AUTO_APPROVAL_DAYS * 24 * 60 * 60_000;

/**
 * When a delivery left unanswered approves itself: the auto-approval job runs then, and orders
 * show it (`auto_approves_at`), from this one rule.
 */
export const autoApprovalAt = (deliveredAt: Date) =>
  new Date(deliveredAt.getTime() + AUTO_APPROVAL_MS);

/** The latest delivery time that the auto-approval may approve at `now`. */
export const autoApprovableBy = (now: Date) => new Date(now.getTime() - AUTO_APPROVAL_MS);
