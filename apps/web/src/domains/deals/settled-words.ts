import { AGREED_SPLIT_LABEL, SPLIT_LABEL, settlementWords, type Order } from '@partnerly/shared';
import { CANCEL_ASKED_LABEL, ORDER_STATE_LABELS, pendingCancelOf } from './deal-steps';

/**
 * A closed order's state as its badge reads: "Split by Partnerly" when an admin split the
 * payment (issue 53), "Split by agreement" when its members settled on a split (decision 106),
 * not plain "Completed" as if the seller had been paid in full; "Cancel asked" while a request
 * to cancel waits, not "In progress" (issue 53).
 */
export function orderStateLabelOf(order: Order): string {
  if (pendingCancelOf(order)) return CANCEL_ASKED_LABEL;
  if (order.state !== 'completed' || order.payment.settlement?.outcome !== 'split') {
    return ORDER_STATE_LABELS[order.state];
  }
  // A settlement completes the order, so no admin verdict can follow it.
  return order.timeline.some((entry) => entry.kind === 'settled')
    ? AGREED_SPLIT_LABEL
    : SPLIT_LABEL;
}

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
