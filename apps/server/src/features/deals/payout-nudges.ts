import { and, eq, sql } from 'drizzle-orm';
import { dealMailNotices } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { DealChange } from '../../events/event-map';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DealMails } from './deal-mails';
import { headlineOf, pathOf, type DealNotice } from './deal-headlines';
import { dealMailsRepository } from './deal-mails.repository';
import { dealsRepository, type OrderRow } from './deals.repository';
import type { PaymentsMode } from './payment-gateway';
import { paymentsRepository } from './payments.repository';
import { payableIn } from './payouts.service';

/** The steps after which an offer or a new order waits on its seller's payouts. */
const WAITING_STEPS = new Set<DealChange['step']>([
  'offer.received',
  'offer.countered',
  'offer.accepted',
]);

/** The deal a nudge is about: an offer, or an order waiting for its payment. */
interface WaitingDeal {
  title: string;
  buyerId: number | null;
  offerId?: number;
  orderId?: number;
}

/**
 * The nudge to a seller whose deal waits on their payouts (issue 51, decisions 090 and 105):
 * a line of the deal mails in Partnerly's own group, added in the transaction of the offer or
 * acceptance that makes a buyer wait, or by the payment reminder of an order whose seller
 * stopped being payable, never by a page being viewed. It is the only mail asking a seller to
 * set up payouts: one at a time, while a nudge waits or was mailed within the group's two days
 * of memory (deal-mails.ts), another deal or reminder adds none, so a seller never reads it
 * twice for one deal.
 */
export function payoutNudges(deps: {
  mode: PaymentsMode;
  notifications: Pick<NotificationsService, 'wants' | 'queueNotice'>;
  mails: Pick<DealMails, 'add'>;
}) {
  /**
   * The seller's nudge for a deal, added to their mails unless one waits or was mailed (for
   * a seller who wants deal updates, as the caller checked).
   */
  async function nudge(sellerId: number, deal: WaitingDeal, tx: Tx): Promise<DealNotice> {
    const names = await dealsRepository(tx).usernames([deal.buyerId]);
    const notice: DealNotice = {
      userId: sellerId,
      step: 'payouts.needed',
      title: deal.title,
      counterpart: deal.buyerId === null ? null : (names.get(deal.buyerId) ?? null),
      counterpartId: null,
      ...(deal.offerId === undefined ? {} : { offerId: deal.offerId }),
      ...(deal.orderId === undefined ? {} : { orderId: deal.orderId }),
    };
    // The lock of the seller's Partnerly group: two offers at once make one nudge.
    await dealMailsRepository(tx).lockPair({ userId: sellerId, counterpartId: 0 });
    const [already] = await tx
      .select({ id: dealMailNotices.id })
      .from(dealMailNotices)
      .where(
        and(
          eq(dealMailNotices.userId, sellerId),
          eq(dealMailNotices.counterpartId, 0),
          sql`${dealMailNotices.notice}->>'step' = 'payouts.needed'`,
        ),
      )
      .limit(1);
    if (!already) await deps.mails.add(notice, tx);
    return notice;
  }

  return {
    /** The `offer.changed` handler in the writer's transaction: mail only (its push went). */
    async offerChanged(change: DealChange & { offerId: number }, tx: Tx): Promise<void> {
      if (deps.mode === 'off' || !WAITING_STEPS.has(change.step)) return;
      const offer = await dealsRepository(tx).findOffer(change.offerId);
      // A counter also announces the version it closed: only the open one (or the accepted) waits.
      if (!offer || offer.sellerId === null || offer.state === 'countered') return;
      const sellerId = offer.sellerId;
      // Read in the step's transaction: the embedded database has one connection, held by it.
      const accounts = await paymentsRepository(tx).accounts([sellerId]);
      if (payableIn(deps.mode, accounts.get(sellerId))) return;
      if (!(await deps.notifications.wants(sellerId, 'deals', tx))) return;
      await nudge(sellerId, { title: offer.title, buyerId: offer.buyerId, offerId: offer.id }, tx);
    },

    /**
     * The payment reminder of an order whose seller stopped being payable (payment-wait.ts):
     * the seller is asked by push each time, and by mail through the one nudge.
     */
    async orderWaits(order: OrderRow & { sellerId: number }, tx: Tx): Promise<void> {
      if (!(await deps.notifications.wants(order.sellerId, 'deals', tx))) return;
      const deal = { title: order.title, buyerId: order.buyerId, orderId: order.id };
      const notice = await nudge(order.sellerId, deal, tx);
      const push = {
        title: 'Partnerly deals',
        body: headlineOf(notice),
        url: pathOf(notice),
        tag: `order-${order.id}`,
      };
      await deps.notifications.queueNotice(order.sellerId, 'deals', push, tx);
    },
  };
}

export type PayoutNudges = ReturnType<typeof payoutNudges>;
