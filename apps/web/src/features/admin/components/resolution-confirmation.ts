import { formatDollars, orderNumber, type Order } from '@partnerly/shared';
import type { DisputeOutcome } from '../api/orders';

/**
 * What the admin confirms before resolving a dispute (issue 51, point 3): where the money goes,
 * to whom, and that it cannot be undone. The amounts follow the server's settlement plan
 * (order-payments.service.ts `plan`): a cancel refunds all the buyer paid, fee included; a
 * completion releases the price; a split refunds the amount entered and releases the rest.
 */
export function resolutionConfirmationOf(
  order: Pick<Order, 'id' | 'buyer' | 'seller' | 'price' | 'payment'>,
  outcome: DisputeOutcome,
  refund?: number,
): { title: string; body: string; confirmLabel: string } {
  const number = orderNumber(order.id);
  const buyer = order.buyer ?? 'the buyer (a deleted member)';
  const seller = order.seller ?? 'the seller (a deleted member)';
  const final = 'Both members are told at once. This cannot be undone.';
  if (order.payment.state !== 'held') {
    const verb = outcome === 'cancelled' ? 'Cancels' : 'Completes';
    return {
      title: outcome === 'cancelled' ? 'Cancel the order?' : 'Complete the order?',
      body: `${verb} order ${number}. No money moves through Partnerly: it was not paid here. ${final}`,
      confirmLabel: outcome === 'cancelled' ? 'Cancel the order' : 'Complete the order',
    };
  }
  if (outcome === 'cancelled') {
    const amount = formatDollars(order.payment.amount);
    return {
      title: 'Cancel and refund the buyer?',
      body: `Cancels order ${number} and refunds ${amount} to ${buyer}, all they paid with the Partnerly fee; ${seller} receives nothing. ${final}`,
      confirmLabel: `Refund ${amount}`,
    };
  }
  if (outcome === 'split' && refund !== undefined) {
    const back = formatDollars(refund);
    const rest = formatDollars(order.price - refund);
    return {
      title: 'Split the payment?',
      body: `Completes order ${number}, refunds ${back} to ${buyer} and releases ${rest} to ${seller}. ${final}`,
      confirmLabel: `Refund ${back}, release ${rest}`,
    };
  }
  const price = formatDollars(order.price);
  return {
    title: 'Complete and pay the seller?',
    body: `Completes order ${number} and releases ${price} to ${seller}; ${buyer} gets no refund. ${final}`,
    confirmLabel: `Release ${price}`,
  };
}
