import type { ProofJobs } from './proof-job-payloads';
import type { DeliveryProof } from './proof.service';

/** Reads a delivery's posts at their platforms (queued by the delivery). */
export const verifyPostsJob =
  (proof: Pick<DeliveryProof, 'verify'>) => (payload: ProofJobs['proof.verify']) =>
    proof.verify(payload);
