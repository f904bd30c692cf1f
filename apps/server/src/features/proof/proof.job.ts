import type { ProofJobs } from './proof-job-payloads';
import type { DeliveryProof } from './proof.service';

/** Reads verified posts again when their follow-up has come (a repeating job). */
export const followPostsJob = (proof: Pick<DeliveryProof, 'followDue'>) => async () => {
  await proof.followDue();
};

/** Reads a delivery's posts at their platforms (queued by the delivery). */
export const verifyPostsJob =
  (proof: Pick<DeliveryProof, 'verify'>) => (payload: ProofJobs['proof.verify']) =>
    proof.verify(payload);
