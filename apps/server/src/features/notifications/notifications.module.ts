import { clockNow } from '../../lib/jobs/job-worker';
import type { FeatureModule } from '../../modules/feature-module';
import {
  accountMailJob,
  pushMessageJob,
  pushNoticeJob,
  unreadMailJob,
  unreadSweepJob,
  unreadSweepSeconds,
} from './notifications.jobs';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule: FeatureModule = {
  name: 'notifications',
  routes: () => [notificationsRoutes],
  jobs: {
    'notifications.unread-sweep': {
      run: ({ services }) => unreadSweepJob(services.unreadMail, services.jobs),
      every: (config) => unreadSweepSeconds(config.unreadEmailDelaySeconds),
    },
    'notifications.unread-mail': { run: ({ services }) => unreadMailJob(services.unreadMail) },
    'notifications.push-message': { run: ({ services }) => pushMessageJob(services.push) },
    'notifications.push-notice': { run: ({ services }) => pushNoticeJob(services.push) },
    'notifications.account-mail': {
      run: ({ services }) => accountMailJob(services.accountMails),
    },
  },
  // Who reacts to what, in the transaction of the write: pushes and account mails.
  within: {
    'message.stored':
      ({ services }) =>
      (event, tx) =>
        services.notifications.queuePushes(event, tx),
    'social.verified':
      ({ services }) =>
      (event, tx) =>
        services.accountMails.queue({ kind: 'social', ...event }, tx),
    'account.password-changed':
      ({ services }) =>
      ({ userId }, tx) =>
        services.accountMails.queue(
          { kind: 'password-changed', userId, at: clockNow().toISOString() },
          tx,
        ),
    'account.email-changed':
      ({ services }) =>
      ({ userId, previousEmail }, tx) =>
        services.accountMails.queue(
          { kind: 'email-changed', userId, previousEmail, at: clockNow().toISOString() },
          tx,
        ),
    'billing.payment-failed':
      ({ services }) =>
      ({ userId }, tx) =>
        services.accountMails.queue({ kind: 'payment-failed', userId }, tx),
    'billing.subscription-ending':
      ({ services }) =>
      ({ userId, endsAt }, tx) =>
        services.accountMails.queue({ kind: 'subscription-ending', userId, endsAt }, tx),
  },
  queues: [
    'notifications.unread-mail',
    'notifications.push-message',
    'notifications.push-notice',
    'notifications.account-mail',
  ],
};
