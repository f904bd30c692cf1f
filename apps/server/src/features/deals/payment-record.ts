import { formatDollars, type OrderEventKind } from '@partnerly/shared';
import type { Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { clockNow } from '../../lib/jobs/job-worker';
import type { AuditLog } from './deal-ports';
import { dealsRepository, type OrderRow } from './deals.repository';

/** A movement that is not the order's own payment (a second charge's refund, decision 081). */
export interface MovementAbout {
  /** The audit action, instead of `order.<kind>`. */
  action: string;
  /** Said after the amount in the timeline. */
  what: string;
  details: Record<string, unknown>;
}

/**
 * What every money movement leaves, in its transaction: a timeline entry with the amount, an
 * audit line by Partnerly, and both members' frames; a payment also tells the seller to start.
 */
export function paymentRecorder(audit: AuditLog, events: EventBus) {
  return async (
    tx: Tx,
    order: OrderRow,
    kind: OrderEventKind,
    cents: number,
    test: boolean,
    about?: MovementAbout,
  ) => {
    const said = test ? 'test payment, no real money' : about?.what;
    const note = `${formatDollars(cents / 100)}${said ? ` (${said})` : ''}`;
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
        action: about?.action ?? `order.${kind}`,
        target: `order:${order.id}`,
        details: { cents, test, ...about?.details },
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
