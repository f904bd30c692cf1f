import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { clockNow } from '../../lib/jobs/job-worker';
import type { DealJobs } from './deal-job-payloads';
import { dealsRepository } from './deals.repository';
import { changed } from './offer-changes';

/**
 * A suspended member's open offers (issue 46, case 13): withdrawn by a job, so nobody agrees
 * to a deal with an account Partnerly stopped. Accepting one is refused (409) anyway
 * (offers.service.ts), also should the event be lost before the job is queued.
 */
export function offerSuspensions({
  db,
  events,
  jobs,
}: {
  db: Database;
  events: EventBus;
  jobs: Pick<JobQueue<DealJobs>, 'enqueueOnce'>;
}) {
  return {
    /** On `user.suspended`, on every instance: the job that closes the offers, queued once. */
    async suspended(userId: number): Promise<void> {
      await jobs.enqueueOnce('deals.close-offers-of', { userId }, `close-offers-of:${userId}`);
    },

    /** The job: each open offer is withdrawn; the cards change, nobody is told. */
    async closeOffersOf(userId: number): Promise<void> {
      for (const offerId of await dealsRepository(db).openOffersFrom(userId)) {
        await inTransaction(db, async (tx) => {
          const closed = await dealsRepository(tx).closeOffer(offerId, 'withdrawn', clockNow());
          if (!closed) return;
          await events.publishWithin(tx, 'offer.changed', changed(closed, 'offer.withdrawn', []));
        });
      }
    },
  };
}

export type OfferSuspensions = ReturnType<typeof offerSuspensions>;
