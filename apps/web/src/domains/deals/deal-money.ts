import {
  formatDollars,
  moneyPreviewOf,
  type MoneyTermsData,
  type PaymentWhyNot,
} from '@partnerly/shared';
import { apiRequest } from '../../lib/api-client';
import { dealsKey } from './deals';

/** GET /api/offers/money/?seller=: the fee and whether this seller can be paid through Partnerly. */
export const fetchMoneyTerms = (seller: string): Promise<MoneyTermsData> =>
  apiRequest(`/api/offers/money/?seller=${encodeURIComponent(seller)}`);

export const moneyTermsKey = (seller: string) => [...dealsKey, 'money-terms', seller] as const;

/** Who is who in a deal being written or answered: usernames, and which one the viewer is. */
export interface DealSides {
  buyer: string;
  seller: string;
  meSelling: boolean;
}

/**
 * Why the money would not go through Partnerly, said before anyone commits (issue 51); null when
 * it goes through. Only an operator who turned payments off makes "outside Partnerly" true.
 */
export function whyNotLine(why: PaymentWhyNot | null, sides: DealSides): string | null {
  if (why === 'payments_off') {
    return 'Paid outside Partnerly: this site takes no payments for deals, so you settle the money between you.';
  }
  if (why === 'seller_payouts_not_set_up') {
    return sides.meSelling
      ? `You have not set up payouts yet: ${sides.buyer} can pay you through Partnerly only once you do.`
      : `${sides.seller} has not set up payouts yet: you can pay through Partnerly only once they do, and nothing is held for you until then.`;
  }
  return null;
}

/** The rows of the money box: price, fee, what the buyer pays and what the seller receives. */
export function moneyRows(price: number, feePercent: number, sides: DealSides) {
  const money = moneyPreviewOf(price, feePercent);
  return [
    { label: 'Price', value: formatDollars(money.price) },
    { label: `Partnerly fee (${feePercent}%, paid by the buyer)`, value: formatDollars(money.fee) },
    {
      label: sides.meSelling ? `${sides.buyer} pays` : 'You pay',
      value: formatDollars(money.total),
    },
    {
      label: sides.meSelling ? 'You receive' : `${sides.seller} receives`,
      value: formatDollars(money.price),
    },
  ];
}
