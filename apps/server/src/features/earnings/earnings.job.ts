import type { EarningJobs } from './earning-job-payloads';
import type { EarningsService } from './earnings.service';

/** The seller's "You've been paid" e-mail, once the release is recorded. */
export const paidMailJob =
  (earnings: Pick<EarningsService, 'mailPaid'>) =>
  ({ orderId }: EarningJobs['earnings.paid-mail']) =>
    earnings.mailPaid(orderId);
