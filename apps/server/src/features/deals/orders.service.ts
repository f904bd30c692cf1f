import {
  DEAL_REMINDER_HOURS,
  type Order,
  type OrderEventKind,
  type OrderState,
  type PostReadPoint,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import { counterpartOf, sideOf } from './deal-rules';
import type { DealJobs } from './deal-job-payloads';
import { dealsRepository, type OfferRow, type OrderRow } from './deals.repository';
import { campaignOfOffer } from './order-campaigns.repository';
import type { DeliveryProof } from './deal-ports';
import type { PaymentWait } from './payment-wait';
import { HOUR_MS, dueMomentOf, type OrderSteps } from './order-steps';

/** The timeline entries that complete an order: approval, auto-approval, an admin's verdict. */
const COMPLETING_EVENTS: readonly OrderEventKind[] = ['approved', 'auto_approved', 'resolved'];

/**
 * Orders (issue 32): the accepted terms, frozen, opened from an accepted offer and read by
 * their two members (the order, the list, a post's history, the socket frame) and by reviews.
 * What the members do to an order is `orderActions`; jobs and admins move it on through
 * `orderTimers`, `paymentWait` and `ordersAdmin`, all by way of `orderSteps`.
 */
export function ordersService({
  db,
  users,
  steps,
  events,
  jobs,
  wait,
  proof,
}: {
  db: Database;
  users: Pick<UsersService, 'findByUsername'>;
  steps: Pick<OrderSteps, 'present' | 'presentAll'>;
  events: EventBus;
  jobs: Pick<JobQueue<DealJobs>, 'enqueue'>;
  wait: Pick<PaymentWait, 'firstState' | 'started'>;
  /** Delivered posts verified at their platforms (issue 47); absent in some unit tests. */
  proof?: DeliveryProof;
}) {
  const repository = dealsRepository(db);
  const { present, presentAll } = steps;

  /** The order if the member is its buyer or seller; anyone else's is a 404. */
  async function visible(me: User, id: number) {
    const order = await repository.findOrder(id);
    const side = order && sideOf(order, me.id);
    if (!order || !side) throw notFound();
    return { order, side };
  }

  return {
    visible,
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
