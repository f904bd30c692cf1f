import type { PushPayload } from '@partnerly/shared';
import type { Tx } from '../../db/transaction';
import type { DealChange } from '../../events/event-map';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DealMails } from './deal-mails';
import { headlineOf, pathOf, type DealNotice } from './deal-headlines';
import { dealsRepository } from './deals.repository';

/**
 * Deal updates by push and e-mail (issue 32, item 5): queued in the transaction of the step,
 * and only for members who left "Deal updates" on (checked again when the mail goes). The
 * e-mails are grouped by the member the deal is with (deal-mails.ts, issue 46).
 */
export function dealNotices({
  notifications,
  mails,
}: {
  notifications: Pick<NotificationsService, 'queueNotice' | 'wants'>;
  mails: Pick<DealMails, 'add'>;
}) {
  const queue = async (notice: DealNotice, tx: Tx): Promise<void> => {
    if (!(await notifications.wants(notice.userId, 'deals', tx))) return;
    const push: PushPayload = {
      title: 'Partnerly deals',
      body: headlineOf(notice),
      url: pathOf(notice),
      tag: notice.orderId !== undefined ? `order-${notice.orderId}` : `offer-${notice.offerId}`,
    };
    await notifications.queueNotice(notice.userId, 'deals', push, tx);
    await mails.add(notice, tx);
  };

  /** The notices of a change, for the members it waits for (in the change's transaction). */
  async function queueFor(
    tx: Tx,
    change: DealChange,
    deal: { title: string; members: (number | null)[] },
    ids: { offerId?: number; orderId?: number },
  ) {
    if (change.waiting.length === 0) return;
    const names = await dealsRepository(tx).usernames(deal.members);
    for (const userId of change.waiting) {
      const other = deal.members.find((id) => id !== null && id !== userId) ?? null;
      const counterpart = other === null ? null : (names.get(other) ?? null);
      await queue(
        { userId, step: change.step, title: deal.title, counterpart, counterpartId: other, ...ids },
        tx,
      );
    }
  }

  return {
    queue,

    /** The `offer.changed` handler in the writer's transaction. */
    async offerChanged(change: DealChange & { offerId: number }, tx: Tx): Promise<void> {
      const offer = await dealsRepository(tx).findOffer(change.offerId);
      if (!offer) return;
      const deal = { title: offer.title, members: [offer.fromId, offer.toId] };
      await queueFor(tx, change, deal, { offerId: offer.id });
    },

    /** The `order.changed` handler in the writer's transaction. */
    async orderChanged(change: DealChange & { orderId: number }, tx: Tx): Promise<void> {
      const order = await dealsRepository(tx).findOrder(change.orderId);
      if (!order) return;
      const deal = { title: order.title, members: [order.buyerId, order.sellerId] };
      await queueFor(tx, change, deal, { orderId: order.id });
    },
  };
}

export type DealNotices = ReturnType<typeof dealNotices>;
