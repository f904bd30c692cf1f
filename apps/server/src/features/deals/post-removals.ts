import type { Tx } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import type { EventMap } from '../../events/event-map';
import { clockNow } from '../../lib/jobs/job-worker';
import { dealsRepository } from './deals.repository';

const PLATFORM_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/**
 * A verified post of a delivery is gone from its platform (issue 47, the proof feature's
 * follow-ups): a timeline line saying which, and both members told, in the transaction that
 * found it.
 */
export function postRemovals(events: EventBus) {
  return async function removed(
    { orderId, url, platform }: EventMap['order.post-removed'],
    tx: Tx,
  ): Promise<void> {
    const orders = dealsRepository(tx);
    const order = await orders.findOrder(orderId);
    if (!order) return;
    const where = PLATFORM_NAMES[platform] ?? 'its platform';
    await orders.addEvent({
      orderId,
      byId: null,
      kind: 'post_removed',
      note: `The post ${url} is no longer on ${where}.`,
      at: clockNow(),
    });
    const members = [order.buyerId, order.sellerId].filter((id): id is number => id !== null);
    await events.publishWithin(tx, 'order.changed', {
      orderId,
      step: 'order.post-removed',
      memberIds: members,
      waiting: members,
    });
  };
}

export type PostRemovals = ReturnType<typeof postRemovals>;
