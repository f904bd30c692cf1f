import type { FeatureModule } from '../../modules/feature-module';
import { dealsAdminRoutes } from './deals.admin-routes';
import { autoApprovalJob, dealMailJob, offerExpiryJob, reminderJob } from './deals.jobs';
import { dealsRoutes } from './deals.routes';

export const dealsModule: FeatureModule = {
  name: 'deals',
  routes: () => [dealsRoutes, dealsAdminRoutes],
  jobs: {
    'deals.offer-expiry': { run: ({ services }) => offerExpiryJob(services.deals.offers) },
    'deals.auto-approval': { run: ({ services }) => autoApprovalJob(services.deals.timers) },
    'deals.reminder': { run: ({ services }) => reminderJob(services.deals.timers) },
    'deals.mail': { run: ({ services }) => dealMailJob(services.deals.notices) },
  },
  // In the transaction of each step: the pushes and e-mails of the members it waits for.
  within: {
    'offer.changed':
      ({ services }) =>
      (change, tx) =>
        services.deals.notices.offerChanged(change, tx),
    'order.changed':
      ({ services }) =>
      (change, tx) =>
        services.deals.notices.orderChanged(change, tx),
  },
  // The pushes are queued by the notifications service, which declares them.
  queues: ['deals.offer-expiry', 'deals.auto-approval', 'deals.reminder', 'deals.mail'],
};
