import { withServices, type FeatureModule } from '../../modules/feature-module';
import type { EarningJobs } from './earning-job-payloads';
import { paidMailJob } from './earnings.job';
import { earningsRoutes } from './earnings.routes';
import { earningsService, type EarningsService } from './earnings.service';

declare module '../../modules/registry' {
  interface Services {
    /** The seller's money: earnings and "You've been paid" (issue 53). */
    earnings: EarningsService;
  }
  interface AppJobs extends EarningJobs {}
}

export const earningsModule: FeatureModule = {
  name: 'earnings',
  services: {
    earnings: ({ db, notifications, users, mailer, mailLinks, jobs }) =>
      earningsService({ db, notifications, users, mailer, links: mailLinks, jobs }),
  },
  routes: (services) => [withServices(earningsRoutes, services)],
  jobs: {
    'earnings.paid-mail': { run: ({ earnings }) => paidMailJob(earnings) },
  },
  queues: ['earnings.paid-mail'],
  // In the transaction that records a release: the seller's push and e-mail job.
  within: {
    'order.changed':
      ({ earnings }) =>
      (change, tx) =>
        earnings.orderChanged(change, tx),
  },
};
