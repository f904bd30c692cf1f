import { z } from 'zod';
import { DEAL_LIMITS } from './deal-limits';
import { jsonInteger, requiredMultiLine } from './fields';
import type { PaymentSettlement } from './settlement';

/** Deals paid through Partnerly (issue 33): payouts to sellers and orders' payments. */

/** A seller's Stripe Connect account: none yet, details missing, ready, or held back. */
export const PAYOUT_STATUSES = ['none', 'pending', 'active', 'restricted'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** GET api/payouts/. */
export interface PayoutsData {
  status: PayoutStatus;
  /** What Stripe still needs (`requirements.currently_due`). */
  requirements: string[];
  /** Paid through the built-in test onboarding: no real money moves. */
  test: boolean;
  /** Whether this server takes payments for deals at all (hidden when false). */
  enabled: boolean;
}

export const PAYMENT_STATES = [
  'unpaid',
  'held',
  'released',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Why the money of a deal does not go through Partnerly: the operator turned payments off (then
 * it is paid outside Partnerly), or payments are on but the seller has no payout account ready.
 */
export const PAYMENT_WHY_NOTS = ['seller_payouts_not_set_up', 'payments_off'] as const;
export type PaymentWhyNot = (typeof PAYMENT_WHY_NOTS)[number];

/**
 * The money of an offer or an order as the member meets it (issue 51), in dollars like `price`:
 * the buyer pays `total` (the price and Partnerly's `fee`), the seller receives `price`.
 */
export interface DealMoney {
  through_partnerly: boolean;
  price: number;
  fee: number;
  total: number;
  /** Null when the money goes through Partnerly. */
  why_not: PaymentWhyNot | null;
}

/** An order's payment. Amounts in dollars: `amount` is what the buyer pays, `fee` Partnerly's part. */
export interface OrderPayment extends DealMoney {
  state: PaymentState;
  amount: number;
  paid_at: string | null;
  released_at: string | null;
  /** Paid in the built-in test checkout: recorded, no real money. */
  test: boolean;
  /** Whether the buyer can pay now (payments on, the seller payable, the order underway). */
  payable: boolean;
  /** What moved where once the order closed (issue 53); null while unpaid or held. */
  settlement: PaymentSettlement | null;
}

/** The outcomes an admin gives a dispute: a split refunds part and releases the rest. */
export const DISPUTE_OUTCOMES = ['completed', 'cancelled', 'split'] as const;

/** POST api/admin/orders/{id}/resolve/: `refund_amount` (whole dollars) with a split only. */
export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: 'Choose completed, cancelled or split.' }),
    note: requiredMultiLine(DEAL_LIMITS.note),
    refund_amount: jsonInteger(1, DEAL_LIMITS.price, {
      min: 'Refund at least $1.',
      max: 'The refund is more than the price.',
    }).optional(),
  })
  .superRefine((value, context) => {
    if (value.outcome === 'split' && value.refund_amount === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['refund_amount'],
        message: 'Enter how much goes back to the buyer.',
      });
    }
  });

/**
 * GET api/admin/payment-problems/: a payment whose release or refund keeps failing, or the
 * refund of a second charge for an order already paid (`second_charge`, decision 081).
 */
export interface PaymentProblem {
  kind: 'settlement' | 'second_charge';
  order_id: number;
  title: string;
  state: PaymentState;
  /** What was to happen, in dollars. */
  release_amount: number;
  refund_amount: number;
  error: string;
  tries: number;
  since: string;
}

export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This order is already paid.',
  sellerNotPayable: 'The seller cannot be paid through Partnerly yet.',
  notUnderway: 'Only an order under way can be paid.',
  paymentsOff: 'Payments for deals are not available.',
  noAccount: 'Set up payouts first.',
  splitTooLarge: 'The refund must be less than the price.',
} as const;
