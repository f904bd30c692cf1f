import { feeCentsOf, type DealMoney, type PaymentWhyNot } from '@partnerly/shared';
import type { PaymentsMode } from './payment-gateway';

/** Cents on the wire are dollars, as `price` is. */
export const dollars = (cents: number) => cents / 100;

/** Partnerly's fee on a price, shared with the offer form's live preview. */
export { feeCentsOf };

/** What decides a deal's money: the fee, the server's payments mode, the seller's payouts. */
export interface MoneyTerms {
  feePercent: number;
  mode: PaymentsMode;
  sellerPayable: boolean;
}

/** Why the money cannot go through Partnerly, or null when it can. */
export function whyNotOf(terms: Pick<MoneyTerms, 'mode' | 'sellerPayable'>): PaymentWhyNot | null {
  if (terms.mode === 'off') return 'payments_off';
  return terms.sellerPayable ? null : 'seller_payouts_not_set_up';
}

/**
 * The money of an offer or an order as the member meets it (issue 51): what the buyer would pay
 * now, or, once paid, what was charged (a fee changed later does not rewrite a payment).
 */
export function dealMoney(
  price: number,
  terms: MoneyTerms,
  charged?: { amountCents: number; feeCents: number },
): DealMoney {
  const why_not = charged ? null : whyNotOf(terms);
  const feeCents = charged ? charged.feeCents : feeCentsOf(price, terms.feePercent);
  const totalCents = charged ? charged.amountCents : price * 100 + feeCents;
  return {
    through_partnerly: why_not === null,
    price,
    fee: dollars(feeCents),
    total: dollars(totalCents),
    why_not,
  };
}
