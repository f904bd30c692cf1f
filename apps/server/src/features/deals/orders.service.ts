import {
  CANCEL_ALONE_AFTER_DAYS,
  DEAL_MESSAGES,
  DEAL_REMINDER_HOURS,
  type Order,
  type OrderEventKind,
  type OrderState,
  type PostReadPoint,
  type deliverSchema,
  utcDate,
} from '@partnerly/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { conflict, notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import {
  ORDER_TRANSITIONS,
  autoApprovalAt,
  counterpartOf,
  mayAct,
  sideOf,
  type OrderAction,
} from './deal-rules';
import type { DealJobs } from './deal-job-payloads';
import { deliverWaitingFiles } from './delivery-files.repository';
import { dealsRepository, type OfferRow, type OrderRow } from './deals.repository';
import { openDispute } from './disputes.service';
import { campaignOfOffer } from './order-campaigns.repository';
import type { AuditLog, DeliveryProof } from './deal-ports';
import type { PaymentWait } from './payment-wait';
import { HOUR_MS, dueMomentOf, type OrderSteps, type Step } from './order-steps';

type Delivery = z.output<typeof deliverSchema>;

/** The timeline entries that complete an order: approval, auto-approval, an admin's verdict. */
const COMPLETING_EVENTS: readonly OrderEventKind[] = ['approved', 'auto_approved', 'resolved'];

/**
 * Orders (issue 32): the accepted terms, frozen, moved on by their two members, by jobs (the
 * auto-approval) and by admins (a dispute's resolution). Every step is one conditional UPDATE
 * (it names the states it leaves), its timeline entry, its jobs and its event, in one
 * transaction: of two racing steps exactly one finds the order as it expected.
 */
export function ordersService({
  db,
  users,
  steps,
  events,
  jobs,
  audit,
  wait,
  proof,
}: {
  db: Database;
  users: Pick<UsersService, 'findByUsername'>;
  steps: OrderSteps;
  events: EventBus;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue'>;
  audit: AuditLog;
  wait: Pick<PaymentWait, 'firstState' | 'started'>;
  /** Delivered posts verified at their platforms (issue 47); absent in some unit tests. */
  proof?: DeliveryProof;
}) {
  const repository = dealsRepository(db);
  const { take, present, presentAll } = steps;

  /** The order if the member is its buyer or seller; anyone else's is a 404. */
  async function visible(me: User, id: number) {
    const order = await repository.findOrder(id);
    const side = order && sideOf(order, me.id);
    if (!order || !side) throw notFound();
    return { order, side };
  }

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
    present,
    presentAll,

    /** Opens the order of an accepted offer, in the accept's transaction. */
    async open(tx: Tx, offer: OfferRow, acceptedBy: number, now: Date): Promise<OrderRow> {
      const orders = dealsRepository(tx);
      const order = await orders.insertOrder({
        offerId: offer.id,
        dialogueId: offer.dialogueId,
        buyerId: offer.buyerId,
        sellerId: offer.sellerId,
        title: offer.title,
        deliverables: offer.deliverables,
        price: offer.price,
        dueDate: offer.dueDate,
        usageRights: offer.usageRights,
        revisions: offer.revisions,
        revisionsLeft: offer.revisions,
        campaignId: await campaignOfOffer(tx, offer),
        state: await wait.firstState(tx, offer.sellerId),
        createdAt: now,
        updatedAt: now,
      });
      await orders.addEvent({ orderId: order.id, byId: acceptedBy, kind: 'created', at: now });
      await wait.started(tx, order);
      const remindAt = new Date(
        dueMomentOf(order.dueDate).getTime() - DEAL_REMINDER_HOURS * HOUR_MS,
      );
      if (remindAt > now) {
        await jobs.enqueue(
          'deals.reminder',
          { orderId: order.id, kind: 'due' },
          { tx, runAt: remindAt },
        );
      }
      // The accept's offer event already told the sender; both members get the order's frame.
      await events.publishWithin(tx, 'order.changed', {
        orderId: order.id,
        step: 'offer.accepted',
        memberIds: [order.buyerId, order.sellerId].filter((m): m is number => m !== null),
        waiting: [],
      });
      return order;
    },

    /** GET api/orders/{id}/: with its delivered posts and their results (issue 47). */
    async get(me: User, id: number): Promise<Order> {
      const { order } = await visible(me, id);
      const shown = await present(order, me.id);
      return proof ? { ...shown, ...(await proof.ofOrder(order)) } : shown;
    },

    /** GET api/orders/{id}/posts/{index}/history/: 404 for others' orders and missing posts. */
    async postHistory(me: User, id: number, index: number): Promise<PostReadPoint[]> {
      await visible(me, id);
      const points = await proof?.history(id, index);
      if (!points) throw notFound();
      return points;
    },

    /** The member's orders, newest first; `withName` keeps those with one counterpart. */
    async list(me: User, filter: { state?: OrderState; withName?: string }): Promise<Order[]> {
      let otherId: number | undefined;
      if (filter.withName !== undefined) {
        const other = await users.findByUsername(filter.withName);
        if (!other) return [];
        otherId = other.id;
      }
      return presentAll(await repository.ordersOf(me.id, { state: filter.state, otherId }), me.id);
    },

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

    /**
     * An order as the reviews feature needs it (issue 33): the member's side, the other
     * member, and when it completed (null unless it did); 404 for anyone else's order.
     */
    async completion(me: User, id: number) {
      const { order, side } = await visible(me, id);
      const closing = (await repository.eventsOf([id])).findLast((event) =>
        COMPLETING_EVENTS.includes(event.kind),
      );
      const completedAt = order.state === 'completed' ? (closing?.at ?? order.updatedAt) : null;
      return { order, side, counterpartId: counterpartOf(order, side), completedAt };
    },

    /** The frame `viewerId` gets: the order as it is now, as they see it. */
    async frameOf(id: number, viewerId: number): Promise<Order | undefined> {
      const row = await repository.findOrder(id);
      return row && present(row, viewerId);
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
