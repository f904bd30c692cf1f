import {
  clockFormatter,
  formatDollars,
  formatterCache,
  orderNumber,
  type Offer,
  type Order,
  type OrderState,
  type OrderTimelineEntry,
  type OfferState,
} from '@partnerly/shared';

/** How an order's state reads on a badge. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  awaiting_payment: 'Awaiting payment',
  active: 'In progress',
  delivered: 'Delivered',
  changes_requested: 'Changes requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'In dispute',
};

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  open: 'Offer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  countered: 'Countered',
  expired: 'Expired',
};

/** The badge colour of each state: one meaning per colour across the app. */
export const STATE_COLORS: Record<OrderState | OfferState, string> = {
  open: 'violet',
  awaiting_payment: 'yellow',
  active: 'blue',
  delivered: 'teal',
  changes_requested: 'orange',
  completed: 'green',
  cancelled: 'gray',
  disputed: 'red',
  accepted: 'green',
  declined: 'gray',
  withdrawn: 'gray',
  countered: 'gray',
  expired: 'gray',
};

const DUE_DAY = formatterCache(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);

/**
 * A due date (YYYY-MM-DD, a calendar day) as "12 Dec": the day first in every language, as
 * formatDate writes whole dates.
 */
export function formatDueDate(date: string, locale?: string): string {
  const parts = DUE_DAY(locale).formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}`;
}

/** Which side the viewer is on. */
export const sideOf = (deal: { buyer: string | null }, me: string): 'buyer' | 'seller' =>
  deal.buyer === me ? 'buyer' : 'seller';

/** The other party's username (null once their account is gone). */
export const counterpartOf = (deal: { buyer: string | null; seller: string | null }, me: string) =>
  sideOf(deal, me) === 'buyer' ? deal.seller : deal.buyer;

/** The request to cancel the order waits on, when the timeline's last word is one. */
export function pendingCancelOf(order: Order): OrderTimelineEntry | undefined {
  const last = order.timeline.at(-1);
  return last?.kind === 'cancel_requested' ? last : undefined;
}

/** Whether the last word of the timeline is the other side asking to cancel. */
export function cancelAskedByOther(order: Order, me: string): boolean {
  const asked = pendingCancelOf(order);
  return asked !== undefined && asked.by !== me;
}

/** Whether the viewer asked to cancel and waits for the other side (issue 53). */
export function cancelAskedByMe(order: Order, me: string): boolean {
  return pendingCancelOf(order)?.by === me;
}

/** The pill's words while a request to cancel waits, instead of the state's own. */
export const CANCEL_ASKED_LABEL = 'Cancel asked';

/** Whether the order waits for the viewer to act (the Deals badge counts these). */
export function orderWaitsFor(order: Order, me: string): boolean {
  if (cancelAskedByOther(order, me)) return true;
  const side = sideOf(order, me);
  if (order.state === 'awaiting_payment') return paymentWaitsFor(order, side);
  if (side === 'seller') return order.state === 'active' || order.state === 'changes_requested';
  return order.state === 'delivered';
}

/**
 * Who an order waiting for its payment waits for (decision 092): the buyer, to pay; or the
 * seller, to set up payouts, without which the buyer cannot pay.
 */
function paymentWaitsFor(order: Order, side: 'buyer' | 'seller'): boolean {
  const payouts = order.payment.why_not === 'seller_payouts_not_set_up';
  return side === 'seller' ? payouts : order.payment.payable;
}

/** Whether an offer waits for the viewer: an open one they received. */
export const offerWaitsFor = (offer: Offer, me: string) =>
  offer.state === 'open' && offer.to === me;

/** The next step as the viewer reads it in the list and on the order page. */
export function nextStepOf(order: Order, me: string, locale?: string): string {
  const due = formatDueDate(order.due_date, locale);
  const side = sideOf(order, me);
  if (cancelAskedByOther(order, me)) return 'Answer the request to cancel';
  if (cancelAskedByMe(order, me)) {
    return `You asked to cancel: waiting for ${counterpartOf(order, me) ?? 'the other side'}`;
  }
  switch (order.state) {
    case 'awaiting_payment':
      return paymentStepOf(order, side);
    case 'active':
      return side === 'seller' ? `Deliver by ${due}` : `Delivery due ${due}`;
    case 'changes_requested':
      return side === 'seller' ? `Deliver the changes by ${due}` : 'Waiting for the changes';
    case 'delivered':
      return side === 'buyer' ? 'Review the delivery' : 'Waiting for the review';
    case 'disputed':
      return 'Partnerly is reviewing the dispute';
    case 'completed':
      return 'Completed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** The next step of an order waiting for its payment: nobody starts work before it. */
function paymentStepOf(order: Order, side: 'buyer' | 'seller'): string {
  const buyer = order.buyer ?? 'the buyer';
  const seller = order.seller ?? 'the seller';
  if (order.payment.why_not === 'seller_payouts_not_set_up') {
    return side === 'seller'
      ? `Don't start yet: set up payouts so ${buyer} can pay`
      : `Waiting for ${seller} to set up payouts, then pay to start`;
  }
  return side === 'seller'
    ? `Don't start yet: waiting for ${buyer} to pay`
    : `Pay to start the order: ${seller} starts once you pay`;
}

const DAY_AND_MONTH = formatterCache(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
);

/**
 * The buyer's deadline on a delivered order (issue 51): "Approves itself on 1 Dec at 14:05
 * unless you ask for changes", in the member's time zone; null for the seller and other states.
 */
export function autoApprovalLineOf(order: Order, me: string, locale?: string): string | null {
  if (!order.auto_approves_at || sideOf(order, me) !== 'buyer') return null;
  const at = new Date(order.auto_approves_at);
  const parts = DAY_AND_MONTH(locale).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const when = `${part('day')} ${part('month')} at ${clockFormatter(locale).format(at)}`;
  return `Approves itself on ${when} unless you ask for changes`;
}

/**
 * What the buyer confirms before approving a delivery (issue 51, point 3): approving completes
 * the order and, when Partnerly holds the payment, releases it to the seller at once; neither
 * can be undone.
 */
export function approvalConfirmationOf(order: Order): {
  title: string;
  body: string;
  confirmLabel: string;
} {
  const seller = order.seller ?? 'the seller';
  const number = orderNumber(order.id);
  if (order.payment.state === 'held') {
    const amount = formatDollars(order.payment.price);
    return {
      title: 'Approve and release the payment?',
      body: `Approving completes order ${number} and releases ${amount} to ${seller} at once. This cannot be undone: ask for changes first if anything is missing.`,
      confirmLabel: `Release ${amount}`,
    };
  }
  return {
    title: 'Approve the delivery?',
    body: `Approving completes order ${number} with ${seller}. This cannot be undone: ask for changes first if anything is missing.`,
    confirmLabel: 'Complete the order',
  };
}

/** The tab an order belongs in on /deals. */
export function tabOf(state: OrderState): 'active' | 'completed' | 'cancelled' {
  if (state === 'completed') return 'completed';
  if (state === 'cancelled') return 'cancelled';
  return 'active';
}

export { orderNumber };
