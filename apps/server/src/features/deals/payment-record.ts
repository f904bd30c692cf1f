import { formatDollars, type OrderEventKind } from '@partnerly/shared';
import type { Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { clockNow } from '../../lib/jobs/job-worker';
import type { AuditLog } from './deal-ports';
import { dealsRepository, type OrderRow } from './deals.repository';

/**
 * What every money movement leaves, in its transaction: a timeline entry with the amount, an
 * audit line by Partnerly, and both members' frames; a payment also tells the seller to start.
 */
export function paymentRecorder(audit: AuditLog, events: EventBus) {
  return async (tx: Tx, order: OrderRow, kind: OrderEventKind, cents: number, test: boolean) => {
    const note = `${formatDollars(cents / 100)}${test ? ' (test payment, no real money)' : ''}`;
    await dealsRepository(tx).addEvent({
      orderId: order.id,
      byId: null,
      kind,
      note,
      at: clockNow(),
    });
    await audit.record(
      {
        admin: 'partnerly',
        action: `order.${kind}`,
        target: `order:${order.id}`,
        details: { cents, test },
      },
      tx,
    );
    const paid = kind === 'paid';
    await events.publishWithin(tx, 'order.changed', {
      orderId: order.id,
      step: paid ? 'order.paid' : 'order.payment-moved',
      memberIds: [order.buyerId, order.sellerId].filter((m): m is number => m !== null),
      waiting: paid && order.sellerId !== null ? [order.sellerId] : [],
    });
  };
}
