import type { Order, OrderTimelineEntry } from '@partnerly/shared';
import { settledLineOf } from '../../domains/deals/settled-words';

/**
 * A timeline entry's title from the viewer's side (issue 53): money entries name who got it
 * (their note holds the amount), and an admin's split says how the money was divided.
 */
export function timelineLabelOf(
  entry: OrderTimelineEntry,
  order: Order,
  side: 'buyer' | 'seller',
  base: string,
): string {
  const seller = side === 'seller' ? 'you' : (order.seller ?? 'the seller');
  const buyer = side === 'buyer' ? 'you' : (order.buyer ?? 'the buyer');
  switch (entry.kind) {
    case 'payment_released':
      return `Payment released to ${seller}`;
    case 'payment_refunded':
      return `Payment refunded to ${buyer}`;
    case 'resolved': {
      const split = order.payment.settlement?.outcome === 'split';
      const settled = split ? settledLineOf(order, side) : null;
      return settled ? `Partnerly split the payment: ${settled}` : base;
    }
    default:
      return base;
  }
}
