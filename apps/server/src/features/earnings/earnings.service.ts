import {
  formatDollars,
  payoutWindowOf,
  type EarningStatus,
  type EarningsData,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { DealChange } from '../../events/event-map';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { Mailer } from '../../lib/mailer';
import type { MailLinks } from '../notifications/mails/notification-mail';
import type { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user';
import type { UsersService } from '../users/users.service';
import type { EarningJobs } from './earning-job-payloads';
import { presentEarnings, settlementOfEarning } from './earnings.presenter';
import { earningsRepository } from './earnings.repository';

// react-email loads at first use, as the other mail templates (decision 070).
const templates = () => import('./paid.mail');

/**
 * The seller's money (issue 53): the Earnings page's list and totals, and "You've been paid"
 * by push and e-mail once a release to them was recorded.
 */
export function earningsService(deps: {
  db: Database;
  notifications: Pick<NotificationsService, 'queueNotice' | 'wants'>;
  users: Pick<UsersService, 'findById'>;
  mailer: Mailer;
  links: MailLinks;
  jobs: Pick<JobQueue<EarningJobs>, 'enqueueOnce'>;
}) {
  const repository = earningsRepository(deps.db);

  return {
    /** GET api/earnings/: the member's own orders as seller; nobody else's, whatever their plan. */
    async list(me: User, status?: EarningStatus): Promise<EarningsData> {
      return presentEarnings(await repository.ofSeller(me.id), clockNow(), status);
    },

    /**
     * The `order.changed` handler in the writer's transaction: when the change recorded a
     * release to the seller (its newest timeline entry), queue the push and the e-mail, once.
     */
    async orderChanged(change: DealChange & { orderId: number }, tx: Tx): Promise<void> {
      if (change.step !== 'order.payment-moved') return;
      const orders = earningsRepository(tx);
      if ((await orders.lastEventKind(change.orderId)) !== 'payment_released') return;
      const row = await orders.ofOrder(change.orderId);
      if (!row || row.sellerId === null || row.releaseCents === 0) return;
      await deps.notifications.queueNotice(
        row.sellerId,
        'deals',
        {
          title: 'Partnerly deals',
          body: `You've been paid ${formatDollars(row.releaseCents / 100)} for "${row.title}"`,
          url: '/earnings',
          tag: `order-${row.orderId}-paid`,
        },
        tx,
      );
      await deps.jobs.enqueueOnce(
        'earnings.paid-mail',
        { orderId: row.orderId },
        `earnings-paid:${row.orderId}`,
        { tx },
      );
    },

    /** The `earnings.paid-mail` job: the e-mail, if the seller still wants deal updates. */
    async mailPaid(orderId: number): Promise<void> {
      const row = await repository.ofOrder(orderId);
      const settled = row && settlementOfEarning(row);
      if (!row || row.sellerId === null || !settled || !row.releasedAt) return;
      if (!(await deps.notifications.wants(row.sellerId, 'deals'))) return;
      const seller = await deps.users.findById(row.sellerId);
      if (!seller) return;
      const mails = await templates();
      await deps.mailer.send(
        await mails.paidMail(
          seller,
          {
            amount: settled.to_seller,
            refunded: settled.to_buyer,
            title: row.title,
            buyer: row.buyer,
            arrivesBy: payoutWindowOf(row.releasedAt).to,
            test: row.test,
            orderId,
          },
          deps.links,
        ),
      );
    },
  };
}

export type EarningsService = ReturnType<typeof earningsService>;
