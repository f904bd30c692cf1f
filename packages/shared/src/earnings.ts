import { z } from 'zod';

/**
 * The seller's money (issue 53): GET api/earnings/. Amounts in dollars, like `price`.
 *
 * After Partnerly releases a payment, Stripe pays it out of the seller's Express account on its
 * default schedule: daily, once the funds are available, which is about 2 business days in the
 * US and up to 7 for an account's first payouts (docs/decisions/094). Partnerly does not read
 * each payout back, so it states that window rather than a promise.
 */
export const PAYOUT_BUSINESS_DAYS = { from: 2, to: 7 } as const;

/** "Usually 2-7 business days": the words of the window, on the page and in the e-mail. */
export const PAYOUT_TIMING = `Stripe usually pays it out to your bank in ${PAYOUT_BUSINESS_DAYS.from}-${PAYOUT_BUSINESS_DAYS.to} business days.`;

/** `days` business days (Monday to Friday, UTC) after `at`. */
export function addBusinessDays(at: Date, days: number): Date {
  const next = new Date(at.getTime());
  let left = days;
  while (left > 0) {
    next.setUTCDate(next.getUTCDate() + 1);
    const weekday = next.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return next;
}

/** When money released at `releasedAt` should reach the seller's bank, at the earliest and latest. */
export function payoutWindowOf(releasedAt: Date): { from: Date; to: Date } {
  return {
    from: addBusinessDays(releasedAt, PAYOUT_BUSINESS_DAYS.from),
    to: addBusinessDays(releasedAt, PAYOUT_BUSINESS_DAYS.to),
  };
}

/**
 * Where one order's money stands for its seller: `held` by Partnerly until the buyer approves,
 * `on_its_way` once released (until the payout window is over), `released` after it, `refunded`
 * when all of it went back to the buyer.
 */
export const EARNING_STATUSES = ['held', 'on_its_way', 'released', 'refunded'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

/** GET api/earnings/?status=: the seller's orders paid through Partnerly, newest first. */
export const earningsQuerySchema = z.object({
  status: z
    .enum(EARNING_STATUSES, { error: 'Choose held, on_its_way, released or refunded.' })
    .optional(),
});

export interface EarningsOrder {
  order_id: number;
  title: string;
  buyer: string | null;
  status: EarningStatus;
  /** The agreed price; what the seller gets when nothing is refunded. */
  price: number;
  /** Held now (0 once settled); released to the seller; refunded to the buyer. */
  held: number;
  to_you: number;
  refunded: number;
  /** Split after a dispute: by Partnerly, or by the two members (`split_agreed`). */
  split: boolean;
  /** The two members settled on the split themselves (decision 106). */
  split_agreed: boolean;
  paid_at: string | null;
  released_at: string | null;
  refunded_at: string | null;
  /** The payout window of the released part (null when nothing was released, or test money). */
  arrives_from: string | null;
  arrives_by: string | null;
  /** Paid in the built-in test checkout: no real money, no payout. */
  test: boolean;
}

export interface EarningsTotals {
  held: number;
  on_its_way: number;
  released: number;
  refunded: number;
}

export interface EarningsData {
  /** Over every order, whatever `status` filters the list by. */
  totals: EarningsTotals;
  orders: EarningsOrder[];
  /** The newest orders only: more were left out of `orders` (not of the totals). */
  more: boolean;
  /** The payout timing to show, e.g. `PAYOUT_TIMING`. */
  payout_timing: string;
}
