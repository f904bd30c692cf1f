import { SPLIT_LABEL, settlementWords, type Order } from '@partnerly/shared';
import { ORDER_STATE_LABELS } from './deal-steps';

/**
 * A closed order's state as its badge reads: "Split by Partnerly" when an admin split the
 * payment (issue 53), not plain "Completed" as if the seller had been paid in full.
 */
export const orderStateLabelOf = (order: Order): string =>
  order.state === 'completed' && order.payment.settlement?.outcome === 'split'
    ? SPLIT_LABEL
    : ORDER_STATE_LABELS[order.state];

/**
 * What moved where, from the viewer's side: "$950 on its way to you", "$450 to mayaskin, $450
 * refunded to you"; null while nothing moved (unpaid, held, frozen).
 */
export function settledLineOf(
  order: Order,
  side: 'buyer' | 'seller' | undefined,
  now = new Date(),
): string | null {
  const { settlement } = order.payment;
  if (!settlement) return null;
  return settlementWords(settlement, {
    side,
    buyer: order.buyer,
    seller: order.seller,
    now,
  });
}
