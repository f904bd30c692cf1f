import type { DealNotice } from './deal-headlines';
import type { MailPair } from './deal-mails.repository';

/**
 * The deals' jobs by name, with their payloads (docs/decisions/014). A leaf: the services that
 * queue these jobs and the handlers in deals.job.ts that run them both import it, and neither
 * imports the other for it (no import circle, issue 50).
 */
export type DealJobs = {
  /**
   * One member's grouped e-mail of the deal notices about one counterpart. A bare `DealNotice`
   * was queued before the grouping (issue 46) and joins its group.
   */
  'deals.mail': MailPair | DealNotice;
  /** Closes the open offers of a member who was suspended (issue 46, case 13). */
  'deals.close-offers-of': { userId: number };
  /** Runs when the offer's 72 hours are over. */
  'deals.offer-expiry': { offerId: number };
  /** Runs three days after a delivery (ISO time): approves it if still unanswered. */
  'deals.auto-approval': { orderId: number; deliveredAt: string };
  /**
   * A day before the due date, or before the auto-approval of the delivery of `deliveredAt`, or
   * (`payment`) while an accepted order waits for its payment (decision 092).
   */
  'deals.reminder': {
    orderId: number;
    kind: 'due' | 'auto-approval' | 'payment';
    deliveredAt?: string;
  };
  /** Cancels an order still waiting for its payment when the wait is over (decision 092). */
  'deals.payment-expiry': { orderId: number };
  /** Carries out a closed order's planned release or refund (issue 33). */
  'deals.payment-settle': { orderId: number };
  /** Refunds a second charge for an order already paid (issue 46, decision 081). */
  'deals.second-charge-refund': { paymentIntentId: string };
};
