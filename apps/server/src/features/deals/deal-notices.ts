import type { PushPayload } from '@partnerly/shared';
import type { Tx } from '../../db/transaction';
import type { DealChange } from '../../events/event-map';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Mailer } from '../../lib/mailer';
import type { MailLinks } from '../notifications/mails/notification-mail';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { headlineOf, pathOf, type DealNotice } from './deal-headlines';
import { dealsRepository } from './deals.repository';

// The templates load at first use: react-email takes about a second to load, which every
// server start and test file paid before any mail was sent (decision 070).
const templates = () => import('./deal-update.mail');

export type DealNoticeJobs = { 'deals.mail': DealNotice };

/**
 * Deal updates by push and e-mail (issue 32, item 5): queued in the transaction of the step,
 * and only for members who left "Deal updates" on (checked again when the mail goes).
 */
export function dealNotices(
  notifications: Pick<NotificationsService, 'queueNotice' | 'wants'>,
  users: Pick<UsersService, 'findById'>,
  mailer: Mailer,
  links: MailLinks,
  jobs: Pick<JobQueue<DealNoticeJobs>, 'enqueue'>,
) {
  const queue = async (notice: DealNotice, tx: Tx): Promise<void> => {
    if (!(await notifications.wants(notice.userId, 'deals', tx))) return;
    const push: PushPayload = {
      title: 'Partnerly deals',
      body: headlineOf(notice),
      url: pathOf(notice),
      tag: notice.orderId !== undefined ? `order-${notice.orderId}` : `offer-${notice.offerId}`,
    };
    await notifications.queueNotice(notice.userId, 'deals', push, tx);
    await jobs.enqueue('deals.mail', notice, { tx });
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
      await queue({ userId, step: change.step, title: deal.title, counterpart, ...ids }, tx);
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

    /** The mail job: one member's notice, unless they turned deal updates off meanwhile. */
    async send(notice: DealNotice): Promise<void> {
      if (!(await notifications.wants(notice.userId, 'deals'))) return;
      const user = await users.findById(notice.userId);
      if (!user) return;
      const mails = await templates();
      await mailer.send(await mails.dealUpdateMail(user, notice, links));
    },
  };
}

export type DealNotices = ReturnType<typeof dealNotices>;
