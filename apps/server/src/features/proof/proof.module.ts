import type { FeatureModule } from '../../modules/feature-module';
import type { ProofJobs } from './proof-job-payloads';
import { verifyPostsJob } from './proof.job';
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
    deliveryProof: ({ db, jobs, connections, config, log }) =>
      deliveryProof({ db, jobs, connections, platforms: config.platforms, log }),
  },
  routes: () => [proofRoutes],
  jobs: {
    'proof.verify': { run: ({ deliveryProof }) => verifyPostsJob(deliveryProof) },
  },
  queues: ['proof.verify'],
};
