import { z } from 'zod';
import { requiredText } from './fields';
import { LIMITS } from './limits';
import type { PaymentWhyNot } from './payments';
import type { Platform } from './platforms';

/**
 * Partnerly's fee on a price (whole dollars), in cents, rounded to the nearest cent: one rule
 * for the server's charge and the offer form's live preview (issue 51).
 */
export const feeCentsOf = (price: number, feePercent: number) =>
  Math.round((price * 100 * feePercent) / 100);

/** GET api/offers/money/?seller=: what decides the money of a deal with this seller. */
export const moneyTermsQuerySchema = z.strictObject({
  seller: requiredText(LIMITS.username),
});

/** GET api/offers/money/: the buyer's fee, and why the money would not go through Partnerly. */
export interface MoneyTermsData {
  fee_percent: number;
  why_not: PaymentWhyNot | null;
  /**
   * The seller's verified followers on each platform: the band the form's "Similar deals"
   * line looks up (issue 48 point 6). Public on their page already.
   */
  seller_followers: Partial<Record<Platform, number>>;
}

/** The buyer's side of a price before any offer exists: price, fee and total in dollars. */
export function moneyPreviewOf(price: number, feePercent: number) {
  const feeCents = feeCentsOf(price, feePercent);
  return { price, fee: feeCents / 100, total: (price * 100 + feeCents) / 100 };
}
