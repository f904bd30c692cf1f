/** The earnings' jobs by name, with their payloads (a leaf, as deal-job-payloads.ts). */
export type EarningJobs = {
  /** "You've been paid": the e-mail to the seller of an order whose release was recorded. */
  'earnings.paid-mail': { orderId: number };
};
