import {
  CANCEL_ALONE_AFTER_DAYS,
  DEAL_MESSAGES,
  DEAL_REMINDER_HOURS,
  type Order,
  type deliverSchema,
  utcDate,
} from '@partnerly/shared';
import type { z } from 'zod';
import { conflict } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { User } from '../users/user';
import {
  ORDER_TRANSITIONS,
  autoApprovalAt,
  counterpartOf,
  mayAct,
  type OrderAction,
} from './deal-rules';
import type { DealJobs } from './deal-job-payloads';
import type { AuditLog, DeliveryProof } from './deal-ports';
import { deliverWaitingFiles } from './delivery-files.repository';
import { openDispute } from './disputes.service';
import { HOUR_MS, type OrderSteps, type Step } from './order-steps';
import type { OrdersService } from './orders.service';

type Delivery = z.output<typeof deliverSchema>;

/**
 * What an order's two members do to it (issue 32): deliver, approve, ask for changes, cancel,
 * dispute. Each checks the member's side and the order's state (409 with the reason), then
 * takes its step through `orderSteps`: one conditional UPDATE with its timeline entry, jobs
 * and event, so of two racing steps exactly one finds the order as it expected.
 */
export function orderActionsService({
  orders,
  steps,
  jobs,
  audit,
  proof,
}: {
  orders: Pick<OrdersService, 'visible'>;
  steps: Pick<OrderSteps, 'take' | 'present'>;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue'>;
  audit: AuditLog;
  /** Delivered posts verified at their platforms (issue 47); absent in some unit tests. */
  proof?: DeliveryProof;
}) {
  const { visible } = orders;
  const { take, present } = steps;

  /** The order, when the member's side and its state allow `action` (409 with the reason). */
  async function allowed(me: User, id: number, action: OrderAction) {
    const found = await visible(me, id);
    const rule = ORDER_TRANSITIONS[action];
    if (!mayAct(rule.by, found.side)) {
      throw conflict(rule.by === 'buyer' ? DEAL_MESSAGES.onlyBuyer : DEAL_MESSAGES.onlySeller);
    }
    if (!rule.from.includes(found.order.state)) throw conflict(DEAL_MESSAGES.wrongState);
    return found;
  }

  /** A member's step: the stored order, or a 409 when another step got there first. */
  async function takeAsMember(id: number, step: Step): Promise<Order> {
    const changed = await take(id, step, clockNow());
    if (!changed) throw conflict(DEAL_MESSAGES.wrongState);
    return present(changed, step.by ?? undefined);
  }

  return {
    /** POST api/orders/{id}/deliver/: the seller's delivery starts the auto-approval clock. */
    async deliver(me: User, id: number, delivery: Delivery): Promise<Order> {
      const { order } = await allowed(me, id, 'deliver');
      const now = clockNow();
      return takeAsMember(id, {
        action: 'deliver',
        changes: {
          state: 'delivered',
          deliveryNote: delivery.note,
          deliveryLinks: delivery.links,
          deliveredAt: now,
        },
        by: me.id,
        kind: 'delivered',
        note: delivery.note,
        step: 'order.delivered',
        waiting: [order.buyerId],
        then: async (tx, delivered) => {
          await deliverWaitingFiles(tx, id, now);
          await proof?.delivered(tx, delivered, delivery.links, now);
          const payload = { orderId: id, deliveredAt: now.toISOString() };
          const approveAt = autoApprovalAt(now);
          await jobs.enqueue('deals.auto-approval', payload, { tx, runAt: approveAt });
          await jobs.enqueue(
            'deals.reminder',
            { ...payload, kind: 'auto-approval' },
            { tx, runAt: new Date(approveAt.getTime() - DEAL_REMINDER_HOURS * HOUR_MS) },
          );
        },
      });
    },

    /** POST api/orders/{id}/approve/. */
    async approve(me: User, id: number): Promise<Order> {
      await allowed(me, id, 'approve');
      return takeAsMember(id, {
        action: 'approve',
        changes: { state: 'completed' },
        by: me.id,
        kind: 'approved',
        step: 'order.approved',
        waiting: [],
      });
    },

    /** POST api/orders/{id}/request-changes/: spends one of the revisions left. */
    async requestChanges(me: User, id: number, note: string): Promise<Order> {
      const { order } = await allowed(me, id, 'request_changes');
      if (order.revisionsLeft <= 0) throw conflict(DEAL_MESSAGES.noRevisionsLeft);
      return takeAsMember(id, {
        action: 'request_changes',
        changes: { state: 'changes_requested' },
        guard: { spendRevision: true },
        by: me.id,
        kind: 'changes_requested',
        note,
        step: 'order.changes-requested',
        waiting: [order.sellerId],
      });
    },

    /**
     * POST api/orders/{id}/cancel/: asks to cancel, or agrees when the other side asked; the
     * buyer cancels alone once the due date passed three days ago without a delivery.
     */
    async cancel(me: User, id: number, reason = ''): Promise<Order> {
      const { order, side } = await allowed(me, id, 'cancel');
      const other = counterpartOf(order, side);
      const cancelled = { changes: { state: 'cancelled' as const }, kind: 'cancelled' as const };
      const step = { action: 'cancel' as const, by: me.id, note: reason, waiting: [] };
      if (order.cancelRequestedBy !== null && order.cancelRequestedBy === other) {
        return takeAsMember(id, {
          ...step,
          ...cancelled,
          guard: { cancelRequestedBy: other },
          step: 'order.cancelled',
        });
      }
      const overdueBefore = utcDate(-CANCEL_ALONE_AFTER_DAYS);
      if (side === 'buyer' && order.deliveredAt === null && order.dueDate < overdueBefore) {
        return takeAsMember(id, {
          ...step,
          ...cancelled,
          guard: { undeliveredDueBefore: overdueBefore },
          step: 'order.cancelled',
          waiting: [other],
        });
      }
      if (order.cancelRequestedBy === me.id) throw conflict(DEAL_MESSAGES.cancelAlreadyAsked);
      return takeAsMember(id, {
        ...step,
        changes: { cancelRequestedBy: me.id },
        guard: { cancelRequestedBy: null },
        kind: 'cancel_requested',
        step: 'order.cancel-requested',
        waiting: [other],
      });
    },

    /**
     * POST api/orders/{id}/dispute/: the reason is the opener's case; the two may settle or
     * withdraw it (disputes.service.ts), or an admin resolves it.
     */
    async dispute(me: User, id: number, reason: string): Promise<Order> {
      const { order, side } = await allowed(me, id, 'dispute');
      return takeAsMember(id, {
        // The state it pauses is the one read: a step taken meanwhile makes this a 409.
        guard: { state: order.state },
        then: (tx) => openDispute(tx, audit, { order, side, me, reason }),
        action: 'dispute',
        changes: { state: 'disputed', cancelRequestedBy: null },
        by: me.id,
        kind: 'disputed',
        note: reason,
        step: 'order.disputed',
        waiting: [counterpartOf(order, side)],
      });
    },
  };
}

export type OrderActionsService = ReturnType<typeof orderActionsService>;
