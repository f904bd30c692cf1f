/** The proof feature's job payloads, a leaf the service and the handlers both import. */
export type ProofJobs = {
  /** The repeating follow-up sweep: verified posts read again 1 h to 30 days after. */
  'proof.follow': Record<string, never>;
  /** Reads a delivery's posts at their platforms; retried with backoff while one is silent. */
  'proof.verify': {
    orderId: number;
    /** The delivery's moment (ISO): a later delivery's posts are left to their own job. */
    deliveredAt: string;
    sellerId: number;
    /** When the order was accepted (opened, ISO): posts older than this are `before_order`. */
    acceptedAt: string;
    /** The tries so far after a platform was silent (proof.service.ts RETRIES). */
    attempt?: number;
  };
};
