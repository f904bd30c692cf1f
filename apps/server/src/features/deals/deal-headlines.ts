import type { DealStep } from '../../events/event-map';

/** A step that waits for someone, or a reminder: what their push and e-mail say. */
export type NoticeStep =
  | DealStep
  | 'order.due-soon'
  | 'order.auto-approval-soon'
  /** The seller is asked to set up payouts, once a deal waits on them (payout-nudges.ts). */
  | 'payouts.needed'
  | 'order.payment-due'
  /** No longer queued (the reminder nudges instead, decision 105): read in notices queued before. */
  | 'order.payouts-needed';

/** One member's notice of a deal step, as queued (plain JSON: it is a job payload). */
export interface DealNotice {
  userId: number;
  step: NoticeStep;
  /** The offer's or order's title, and the other member. */
  title: string;
  counterpart: string | null;
  /**
   * Who caused it, to group deal mails by (decision 079): the other member, or null for
   * Partnerly's reminders (absent in notices queued before issue 46).
   */
  counterpartId?: number | null;
  offerId?: number;
  orderId?: number;
}

/** The headline of each step, for the member it reaches. */
export function headlineOf(notice: DealNotice): string {
  const who = notice.counterpart ?? 'A former member';
  const what = `"${notice.title}"`;
  const lines: Record<NoticeStep, string> = {
    'offer.received': `${who} sent you an offer: ${what}`,
    'offer.countered': `${who} countered your offer ${what}`,
    'offer.accepted': `${who} accepted your offer ${what}`,
    'offer.declined': `${who} declined your offer ${what}`,
    'offer.withdrawn': `${who} withdrew the offer ${what}`,
    'offer.expired': `Your offer ${what} expired without an answer`,
    'order.delivered': `${who} delivered ${what}: review the delivery`,
    'order.changes-requested': `${who} asked for changes to ${what}`,
    'order.approved': `${who} approved the delivery of ${what}`,
    'order.auto-approved': `The delivery of ${what} was approved automatically`,
    'order.post-removed': `A delivered post of ${what} was removed from its platform`,
    'order.approval-held': `The delivery of ${what} was not approved automatically: a post could not be verified`,
    'order.cancel-requested': `${who} asks to cancel ${what}`,
    'order.cancelled': `The order ${what} was cancelled`,
    'order.disputed': `${who} reported a problem with ${what}`,
    'order.resolved': `Partnerly resolved the dispute about ${what}`,
    'order.dispute-case': `${who} stated their case about ${what}`,
    'order.dispute-withdrawn': `${who} withdrew the problem reported with ${what}`,
    'order.split-proposed': `${who} proposed a split of the payment for ${what}: confirm or answer`,
    'order.settled': `You and ${who} settled the dispute about ${what} on a split`,
    'order.paid': `${who} paid for ${what}: the money is held by Partnerly, you can start`,
    'order.payment-moved': `The payment for ${what} was settled`,
    'order.payment-expired': `The order ${what} was cancelled: it was not paid in time, with no penalty`,
    'order.payment-due': `Pay for ${what} so ${who} can start: the order waits for your payment`,
    'order.payouts-needed': `Set up payouts so ${who} can pay for ${what}`,
    'order.due-soon': `${what} is due in 24 hours`,
    'order.auto-approval-soon': `The delivery of ${what} will be approved in 24 hours`,
    'payouts.needed': `Set up payouts so ${notice.counterpart ?? 'the buyer'} can pay you for ${what} through Partnerly`,
  };
  return lines[notice.step];
}

/** The page a notice opens: an offer's own page, which its receiver opens whatever their plan. */
export const pathOf = (notice: DealNotice) => {
  if (notice.step === 'payouts.needed') return PAYOUTS_PATH;
  return notice.orderId !== undefined
    ? `/deals/${notice.orderId}`
    : `/offers/${notice.offerId ?? ''}`;
};

/** Where a member sets up payouts: Settings -> Payments, "Get paid for deals". */
export const PAYOUTS_PATH = '/settings?tab=payments';
