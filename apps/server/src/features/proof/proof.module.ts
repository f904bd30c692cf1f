import { withServices, type FeatureModule } from '../../modules/feature-module';
import type { ProofJobs } from './proof-job-payloads';
import { FOLLOW_SWEEP_SECONDS } from './follow-ups';
import { followPostsJob, verifyPostsJob } from './proof.job';
import { proofRoutes } from './proof.routes';
import { deliveryProof, type DeliveryProof } from './proof.service';

declare module '../../modules/registry' {
  interface Services {
    /** Delivered posts verified on the seller's connected accounts (issue 47). */
    deliveryProof: DeliveryProof;
  }
  interface AppJobs extends ProofJobs {}
}

export const proofModule: FeatureModule = {
  name: 'proof',
  services: {
    deliveryProof: ({ db, jobs, connectionAccess, events, config, log }) =>
      deliveryProof({
        db,
        jobs,
        connections: connectionAccess,
        events,
        platforms: config.platforms,
        log,
      }),
  },
  routes: (services) => [withServices(proofRoutes, services)],
  jobs: {
    'proof.verify': { run: ({ deliveryProof }) => verifyPostsJob(deliveryProof) },
    'proof.follow': {
      run: ({ deliveryProof }) => followPostsJob(deliveryProof),
      every: () => FOLLOW_SWEEP_SECONDS,
    },
  },
  queues: ['proof.verify'],
  publishes: ['order.post-removed'],
  // A seller who connects a platform later gets their unverified posts read (issue 47).
  within: {
    'connection.made':
      ({ deliveryProof }) =>
      ({ userId, platform }, tx) =>
        deliveryProof.connected(userId, platform, tx),
  },
};
