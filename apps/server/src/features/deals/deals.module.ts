import { isActiveStatus } from '@partnerly/shared';
import type { FeatureModule } from '../../modules/feature-module';
import { dealsAdminRoutes } from './deals.admin-routes';
import { dealMoneyRoutes } from './deal-money.routes';
import {
  autoApprovalJob,
  closeOffersJob,
  dealMailJob,
  offerExpiryJob,
  paymentExpiryJob,
  paymentSettleJob,
  reminderJob,
  secondChargeRefundJob,
} from './deals.jobs';
import type { DealJobs } from './deal-job-payloads';
import { dealsRoutes } from './deals.routes';
import { disputesRoutes } from './disputes.routes';
import { deliveryFilesRoutes } from './delivery-files.routes';
import { paymentsRoutes } from './payments.routes';
import { dealsServices, type DealsServices } from './deals.service';
import { dealFrames } from './deals.socket';

declare module '../../modules/registry' {
  interface Services {
    /** Offers, orders, their timers and notices, and legal names (issue 32). */
    deals: DealsServices;
  }
  interface AppJobs extends DealJobs {}
}

export const dealsModule: FeatureModule = {
  name: 'deals',
  services: {
    deals: ({
      db,
      users,
      chat,
      packages,
      notifications,
      events,
      jobs,
      mailer,
      mailLinks,
      audit,
      stripe,
      config,
      log,
      limiter,
      deliveryProof,
      subscriptions,
    }) =>
      dealsServices({
        stripe,
        config,
        log,
        db,
        users,
        conversations: chat,
        audit,
        packages,
        notifications,
        events,
        jobs,
        mailer,
        mailLinks,
        limits: limiter,
        proof: deliveryProof,
        plans: {
          fullAccess: async (userId) =>
            isActiveStatus((await subscriptions.findByUser(userId))?.status),
        },
      }),
  },
  routes: () => [
    dealsRoutes,
    disputesRoutes,
    dealsAdminRoutes,
    paymentsRoutes,
    dealMoneyRoutes,
    deliveryFilesRoutes,
  ],
  jobs: {
    'deals.offer-expiry': { run: ({ deals }) => offerExpiryJob(deals.offers) },
    'deals.close-offers-of': { run: ({ deals }) => closeOffersJob(deals.suspensions) },
    'deals.auto-approval': { run: ({ deals }) => autoApprovalJob(deals.timers) },
    'deals.reminder': { run: ({ deals }) => reminderJob(deals.timers, deals.wait) },
    'deals.payment-expiry': { run: ({ deals }) => paymentExpiryJob(deals.wait) },
    'deals.mail': { run: ({ deals }) => dealMailJob(deals.mails) },
    'deals.payment-settle': { run: ({ deals }) => paymentSettleJob(deals.payments) },
    'deals.second-charge-refund': {
      run: ({ deals }) => secondChargeRefundJob(deals.secondCharges),
    },
  },
  // The pushes are queued by the notifications service, which declares them.
  queues: [
    'deals.offer-expiry',
    'deals.close-offers-of',
    'deals.auto-approval',
    'deals.reminder',
    'deals.payment-expiry',
    'deals.mail',
    'deals.payment-settle',
    'deals.second-charge-refund',
  ],
  publishes: ['offer.changed', 'order.changed'],
  // In the transaction of each step: the pushes and e-mails of the members it waits for, and
  // the nudge to a seller whose payouts a new deal waits on.
  within: {
    'offer.changed':
      ({ deals }) =>
      async (change, tx) => {
        await deals.notices.offerChanged(change, tx);
        await deals.nudges.offerChanged(change, tx);
      },
    'order.changed':
      ({ deals }) =>
      (change, tx) =>
        deals.notices.orderChanged(change, tx),
    // A delivered post gone from its platform (the proof feature, issue 47).
    'order.post-removed':
      ({ deals }) =>
      (removal, tx) =>
        deals.postRemoved(removal, tx),
  },
  subscribers: {
    ...dealFrames,
    'user.suspended':
      ({ deals }) =>
      ({ userId }) =>
        deals.suspensions.suspended(userId),
  },
};
