import { z } from 'zod';
import { LIMITS } from './limits';
import {
  jsonId,
  jsonInteger,
  maxMessage,
  multiLine,
  requiredMultiLine,
  requiredText,
  trimmedLine,
} from './fields';
import { safeUrlSchema } from './profiles';

/** Deals (issue 32): offers in a conversation, the orders they become, and their timeline. */

export {
  DEAL_LIMITS,
  DEAL_PLATFORMS,
  DELIVERABLE_KINDS,
  USAGE_RIGHTS_PRESETS,
  type DealPlatform,
} from './deal-limits';
import { DEAL_LIMITS, DEAL_PLATFORMS } from './deal-limits';

/** An offer nobody answered expires after this. */
export const OFFER_EXPIRY_HOURS = 72;
/** A delivery the buyer leaves unanswered is approved after this. */
export const AUTO_APPROVAL_DAYS = 3;
/** The buyer may cancel alone once the due date passed this long ago without a delivery. */
export const CANCEL_ALONE_AFTER_DAYS = 3;
/**
 * An accepted order whose money goes through Partnerly waits this long for the buyer's payment
 * before it is cancelled with no penalty (the default of `UNPAID_ORDER_CANCEL_DAYS`, decision 092).
 */
export const UNPAID_CANCEL_DAYS = 7;
/** The buyer of an order waiting for payment is reminded this many hours after acceptance. */
export const PAYMENT_REMINDER_HOURS = [24, 72] as const;
/** Reminders go this long before the due date and before the auto-approval. */
export const DEAL_REMINDER_HOURS = 24;

/** `buy`: the sender pays and the receiver delivers; `sell`: the other way round. */
export const OFFER_ROLES = ['buy', 'sell'] as const;
export type OfferRole = (typeof OFFER_ROLES)[number];

export const OFFER_STATES = [
  'open',
  'accepted',
  'declined',
  'withdrawn',
  'countered',
  'expired',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const ORDER_STATES = [
  'awaiting_payment',
  'active',
  'delivered',
  'changes_requested',
  'completed',
  'cancelled',
  'disputed',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** What a timeline entry records. */
export const ORDER_EVENT_KINDS = [
  'created',
  'delivered',
  'changes_requested',
  'approved',
  'auto_approved',
  // Issue 47: the delivery's posts did not verify, so it waits for the buyer.
  'approval_held',
  // Issue 47: a verified post of the delivery is gone from its platform.
  'post_removed',
  'cancel_requested',
  'cancelled',
  'disputed',
  'resolved',
  // The resolution centre (decision 106).
  'dispute_case',
  'dispute_withdrawn',
  'split_proposed',
  'settled',
  'paid',
  'payment_released',
  'payment_refunded',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The order number people quote (agreement, support, admin search): `P-000042`. */
export const orderNumber = (id: number) => `P-${String(id).padStart(6, '0')}`;

/** The order id of `P-000042`, `p-42`, `#42` or `42`; undefined for anything else. */
export function orderIdOf(text: string): number | undefined {
  const match = /^(?:p-|#)?(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

const DAY_MS = 24 * 60 * 60_000;
/** Today's date in UTC as YYYY-MM-DD, `days` ahead. */
export const utcDate = (days = 0, now = Date.now()) =>
  new Date(now + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Whether YYYY-MM-DD names a day that exists. Refinements run even after the format's regex
 * failed, and an impossible date ("2026-13-01") is an Invalid Date whose toISOString throws.
 */
export const isRealDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const wholeNumber = (label: string, min: number, max: number) =>
  jsonInteger(min, max, {
    type: `Enter the ${label}.`,
    min: `Enter at least ${min}.`,
    max: `Enter at most ${max.toLocaleString('en-US')}.`,
  });

export const deliverableSchema = z.object({
  platform: z.enum(DEAL_PLATFORMS, { error: 'Choose a platform.' }),
  what: requiredText(DEAL_LIMITS.what),
  quantity: wholeNumber('quantity', 1, DEAL_LIMITS.quantity),
});
export type Deliverable = z.output<typeof deliverableSchema>;

/** A due date from tomorrow to a year ahead (UTC), as YYYY-MM-DD. */
const dueDateSchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(isRealDate, 'Enter a real date.')
  .refine((value) => value >= utcDate(1), 'Choose a date from tomorrow on.')
  .refine((value) => value <= utcDate(DEAL_LIMITS.dueDays), 'Choose a date at most a year ahead.');

/** The terms an offer proposes: POST api/offers/{id}/counter/ takes these alone. */
export const offerTermsSchema = z.object({
  title: requiredText(DEAL_LIMITS.title),
  deliverables: z
    .array(deliverableSchema, { error: 'Send the deliverables as a list.' })
    .min(1, 'Add at least one deliverable.')
    .max(DEAL_LIMITS.deliverables, `Add at most ${DEAL_LIMITS.deliverables} deliverables.`),
  price: wholeNumber('price in US dollars', 1, DEAL_LIMITS.price),
  due_date: dueDateSchema,
  usage_rights: requiredMultiLine(DEAL_LIMITS.usageRights),
  revisions: wholeNumber('number of revisions', 0, DEAL_LIMITS.revisions),
  message: multiLine(DEAL_LIMITS.message).optional(),
});
export type OfferTermsInput = z.input<typeof offerTermsSchema>;

/** POST api/offers/. */
export const offerSchema = offerTermsSchema.extend({
  to: requiredText(LIMITS.username),
  role: z.enum(OFFER_ROLES, { error: 'Choose buy or sell.' }),
  package_id: jsonId('Send the package id.').optional(),
});
export type OfferInput = z.input<typeof offerSchema>;

/** POST api/orders/{id}/deliver/. */
export const deliverSchema = z.object({
  note: requiredMultiLine(DEAL_LIMITS.note),
  links: z
    .array(safeUrlSchema, { error: 'Send the links as a list.' })
    .max(DEAL_LIMITS.links, `Add at most ${DEAL_LIMITS.links} links.`)
    .default([]),
});

/** POST api/orders/{id}/request-changes/. */
export const requestChangesSchema = z.object({ note: requiredMultiLine(DEAL_LIMITS.note) });

/** POST api/orders/{id}/cancel/: asking (or agreeing) to cancel, with a reason if given. */
export const cancelOrderSchema = z.object({ reason: multiLine(DEAL_LIMITS.note).optional() });

/** POST api/orders/{id}/dispute/. */
export const disputeSchema = z.object({ reason: requiredMultiLine(DEAL_LIMITS.note) });

const orderStateQuery = z.enum(ORDER_STATES, { error: 'Choose an order state.' }).optional();
const usernameQuery = trimmedLine().max(LIMITS.username, maxMessage(LIMITS.username)).optional();

/** GET api/orders/?state=&with=: `with` keeps the orders with one counterpart (a conversation). */
export const ordersQuerySchema = z.object({ state: orderStateQuery, with: usernameQuery });

/** GET api/offers/?state=&with=: the member's offers, optionally with one counterpart. */
export const offersQuerySchema = z.object({
  state: z.enum(OFFER_STATES, { error: 'Choose an offer state.' }).optional(),
  with: usernameQuery,
});

/** GET api/admin/orders/?state=&q=: q is a username or an order number. */
export const adminOrdersQuerySchema = z.object({
  state: orderStateQuery,
  q: trimmedLine().max(DEAL_LIMITS.query, maxMessage(DEAL_LIMITS.query)).optional(),
});

/** PUT api/account/legal-name/: the legal or company name on agreements, set once. */
export const legalNameSchema = z.object({ legal_name: requiredText(DEAL_LIMITS.legalName) });

export const DEAL_MESSAGES = {
  selfOffer: 'You cannot make an offer to yourself.',
  /** Decision 107: buying needs no plan, selling does. */
  sellingNeedsFullAccess: 'Selling needs Full Access. Buying needs no plan.',
  /** The socket's `full_access_required`: chat beyond one's own deals (decision 107). */
  chatNeedsFullAccess: 'Chat outside your deals needs Full Access.',
  blocked: 'This conversation is blocked.',
  tooManyOpen: `A conversation can have at most ${DEAL_LIMITS.openOffers} open offers.`,
  notOpen: 'This offer is no longer open.',
  onlyReceiver: 'Only the member who received this offer can answer it.',
  onlySender: 'Only the member who made this offer can withdraw it.',
  onlySeller: 'Only the seller can do this.',
  onlyBuyer: 'Only the buyer can do this.',
  wrongState: 'The order is not in a state that allows this.',
  noRevisionsLeft: 'No revisions are left on this order.',
  cancelAlreadyAsked: 'You already asked to cancel; the other member has to agree.',
  notDisputed: 'Only a disputed order can be resolved.',
  legalNameSet: 'Your legal name is already set; contact support to change it.',
  packageNotFound: 'There is no such package of this member.',
} as const;
