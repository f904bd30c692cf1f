import type { DealMails } from './deal-mails';
import type { DealNoticeJobs } from './deal-notices';
import type { OfferSuspensions } from './offer-suspensions';
import type { OffersService } from './offers.service';
import type { OrderPaymentsService } from './order-payments.service';
import type { OrderTimers } from './order-timers';
import type { SecondChargesService } from './second-charges';

/** The deals' jobs by name, with their payloads (docs/decisions/014). */
export type DealJobs = DealNoticeJobs & {
  /** Closes the open offers of a member who was suspended (issue 46, case 13). */
  'deals.close-offers-of': { userId: number };
  /** Runs when the offer's 72 hours are over. */
  'deals.offer-expiry': { offerId: number };
  /** Runs three days after a delivery (ISO time): approves it if still unanswered. */
  'deals.auto-approval': { orderId: number; deliveredAt: string };
  /** A day before the due date, or before the auto-approval of the delivery of `deliveredAt`. */
  'deals.reminder': { orderId: number; kind: 'due' | 'auto-approval'; deliveredAt?: string };
  /** Carries out a closed order's planned release or refund (issue 33). */
  'deals.payment-settle': { orderId: number };
  /** Refunds a second charge for an order already paid (issue 46, decision 081). */
  'deals.second-charge-refund': { paymentIntentId: string };
};

export const offerExpiryJob =
  (offers: Pick<OffersService, 'expire'>) =>
  ({ offerId }: DealJobs['deals.offer-expiry']) =>
    offers.expire(offerId);

export const closeOffersJob =
  (offers: Pick<OfferSuspensions, 'closeOffersOf'>) =>
  ({ userId }: DealJobs['deals.close-offers-of']) =>
    offers.closeOffersOf(userId);

export const autoApprovalJob =
  (orders: Pick<OrderTimers, 'autoApprove'>) =>
  ({ orderId, deliveredAt }: DealJobs['deals.auto-approval']) =>
    orders.autoApprove(orderId, deliveredAt);

export const reminderJob =
  (orders: Pick<OrderTimers, 'remind'>) =>
  ({ orderId, kind, deliveredAt }: DealJobs['deals.reminder']) =>
    orders.remind(orderId, kind, deliveredAt);

export const dealMailJob = (mails: Pick<DealMails, 'run'>) => (payload: DealJobs['deals.mail']) =>
  mails.run(payload);

export const paymentSettleJob =
  (payments: Pick<OrderPaymentsService, 'settle'>) =>
  ({ orderId }: DealJobs['deals.payment-settle']) =>
    payments.settle(orderId);

export const secondChargeRefundJob =
  (charges: Pick<SecondChargesService, 'refund'>) =>
  ({ paymentIntentId }: DealJobs['deals.second-charge-refund']) =>
    charges.refund(paymentIntentId);
