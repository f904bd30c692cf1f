import { and, eq, sql } from 'drizzle-orm';
import { dealMailNotices } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { DealChange } from '../../events/event-map';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DealMails } from './deal-mails';
import { dealMailsRepository } from './deal-mails.repository';
import { dealsRepository } from './deals.repository';
import type { PaymentsMode } from './payment-gateway';
import { paymentsRepository } from './payments.repository';
import { payableIn } from './payouts.service';

/** The steps after which an offer or a new order waits on its seller's payouts. */
const WAITING_STEPS = new Set<DealChange['step']>([
  'offer.received',
  'offer.countered',
  'offer.accepted',
]);

/**
 * The nudge to a seller whose deal waits on their payouts (issue 51, decision 090): a line of
 * the deal mails in Partnerly's own group, added in the transaction of the offer or acceptance
 * that makes a buyer wait, never by a page being viewed; by mail only (the offer's own push
 * already went). One at a time: while a nudge waits or was mailed within the group's two days
 * of memory (deal-mails.ts), another deal adds none.
 */
export function payoutNudges(deps: {
  mode: PaymentsMode;
  notifications: Pick<NotificationsService, 'wants'>;
  mails: Pick<DealMails, 'add'>;
}) {
  return {
    /** The `offer.changed` handler in the writer's transaction. */
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
      if (already) return;
      const buyerId = offer.buyerId;
      const names = await dealsRepository(tx).usernames([buyerId]);
      await deps.mails.add(
        {
          userId: sellerId,
          step: 'payouts.needed',
          title: offer.title,
          counterpart: buyerId === null ? null : (names.get(buyerId) ?? null),
          counterpartId: null,
          offerId: offer.id,
        },
        tx,
      );
    },
  };
}

export type PayoutNudges = ReturnType<typeof payoutNudges>;
