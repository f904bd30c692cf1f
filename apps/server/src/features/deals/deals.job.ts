import type { DealJobs } from './deal-job-payloads';
import type { DealMails } from './deal-mails';
import type { OfferSuspensions } from './offer-suspensions';
import type { OffersService } from './offers.service';
import type { PaymentSettlementsService } from './payment-settlements.service';
import type { OrderTimers } from './order-timers';
import type { PaymentWait } from './payment-wait';
import type { SecondChargesService } from './second-charges';

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
  (orders: Pick<OrderTimers, 'remind'>, wait: Pick<PaymentWait, 'remind'>) =>
  ({ orderId, kind, deliveredAt }: DealJobs['deals.reminder']) =>
    kind === 'payment' ? wait.remind(orderId) : orders.remind(orderId, kind, deliveredAt);

export const paymentExpiryJob =
  (wait: Pick<PaymentWait, 'expire'>) =>
  ({ orderId }: DealJobs['deals.payment-expiry']) =>
    wait.expire(orderId);

export const dealMailJob = (mails: Pick<DealMails, 'run'>) => (payload: DealJobs['deals.mail']) =>
  mails.run(payload);

export const paymentSettleJob =
  (settlements: Pick<PaymentSettlementsService, 'settle'>) =>
  ({ orderId }: DealJobs['deals.payment-settle']) =>
    settlements.settle(orderId);

export const secondChargeRefundJob =
  (charges: Pick<SecondChargesService, 'refund'>) =>
  ({ paymentIntentId }: DealJobs['deals.second-charge-refund']) =>
    charges.refund(paymentIntentId);
