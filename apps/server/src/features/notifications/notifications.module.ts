import { clockNow } from '../../lib/jobs/job-worker';
import { withServices, type FeatureModule } from '../../modules/feature-module';
import { accountMailService, type AccountMailService } from './account-mail.service';
import type { MailLinks } from './mails/notification-mail';
import {
  notificationSettingsRepository,
  type NotificationSettingsRepository,
} from './notification-settings.repository';
import {
  accountMailJob,
  pushMessageJob,
  pushNoticeJob,
  unreadMailJob,
  unreadSweepJob,
  unreadSweepSeconds,
} from './notifications.job';
import type { NotificationJobs } from './notification-job-payloads';
import { notificationsRoutes } from './notifications.routes';
import { notificationsService, type NotificationsService } from './notifications.service';
import { presence, type Presence } from './presence';
import { presenceRepository } from './presence.repository';
import { pushEndpointPolicy, type PushEndpointPolicy } from './push-endpoints';
import { pushSender } from './push-sender';
import { cachedPushSubscriptions } from './push-subscriptions-cache';
import { pushSubscriptionsRepository } from './push-subscriptions.repository';
import { pushService, type PushService } from './push.service';
import { unreadMailService, type UnreadMailService } from './unread-mail.service';
import { unsubscribeTokens } from './unsubscribe-tokens';

declare module '../../modules/registry' {
  interface Services {
    notificationSettings: NotificationSettingsRepository;
    /** Each member's browsers, their ids from memory (issue 36). */
    pushSubscriptions: ReturnType<typeof cachedPushSubscriptions>;
    pushEndpoints: PushEndpointPolicy;
    /** Where mails link to, with one-click unsubscribe tokens. */
    mailLinks: MailLinks;
    /** Which members have a socket open on some instance. */
    presence: Presence;
    notifications: NotificationsService;
    unreadMail: UnreadMailService;
    accountMails: AccountMailService;
    push: PushService;
  }
  interface AppJobs extends NotificationJobs {}
}

export const notificationsModule: FeatureModule = {
  name: 'notifications',
  services: {
    notificationSettings: ({ db }) => notificationSettingsRepository(db),
    pushSubscriptions: ({ db, events }) =>
      cachedPushSubscriptions(pushSubscriptionsRepository(db), events),
    pushEndpoints: ({ config }) => pushEndpointPolicy(config.pushServiceOrigins),
    mailLinks: ({ config }) => ({
      publicUrl: config.publicUrl,
      tokens: unsubscribeTokens(config.jwtSecret),
    }),
    presence: ({ db, jobs, config, log }) =>
      presence({
        repository: presenceRepository(db),
        instance: jobs.workerId,
        unreadDelaySeconds: config.unreadEmailDelaySeconds,
        log,
      }),
    notifications: ({
      notificationSettings,
      pushSubscriptions,
      mailLinks,
      jobs,
      users,
      pushEndpoints,
    }) =>
      notificationsService({
        settings: notificationSettings,
        subscriptions: pushSubscriptions,
        tokens: mailLinks.tokens,
        jobs,
        users,
        endpoints: pushEndpoints,
      }),
    unreadMail: ({ unreadMessages, notificationSettings, users, mailer, mailLinks, config }) =>
      unreadMailService({
        unread: unreadMessages,
        settings: notificationSettings,
        users,
        mailer,
        links: mailLinks,
        delaySeconds: config.unreadEmailDelaySeconds,
      }),
    accountMails: ({ users, notificationSettings, mailer, mailLinks, jobs }) =>
      accountMailService({ users, settings: notificationSettings, mailer, links: mailLinks, jobs }),
    push: ({ pushSubscriptions, unreadMessages, presence, config, pushEndpoints }) =>
      pushService({
        subscriptions: pushSubscriptions,
        unread: unreadMessages,
        presence,
        sender: pushSender({ vapid: config.vapid, policy: pushEndpoints }),
      }),
  },
  routes: (services) => [withServices(notificationsRoutes, services)],
  publishes: ['push.subscriptions-changed'],
  subscribers: {
    'push.subscriptions-changed':
      ({ pushSubscriptions }) =>
      ({ userId }) =>
        pushSubscriptions.forgetMember(userId),
  },
  jobs: {
    'notifications.unread-sweep': {
      run: ({ unreadMail, jobs, users }) => unreadSweepJob(unreadMail, jobs, users),
      every: (config) => unreadSweepSeconds(config.unreadEmailDelaySeconds),
    },
    'notifications.unread-mail': { run: ({ unreadMail }) => unreadMailJob(unreadMail) },
    'notifications.push-message': { run: ({ push }) => pushMessageJob(push) },
    'notifications.push-notice': { run: ({ push }) => pushNoticeJob(push) },
    'notifications.account-mail': { run: ({ accountMails }) => accountMailJob(accountMails) },
  },
  // Who reacts to what, in the transaction of the write: pushes and account mails.
  within: {
    'message.stored': {
      run:
        ({ notifications }) =>
        (event, tx) =>
          notifications.queuePushes(event, tx),
      writesFor:
        ({ notifications }) =>
        (memberIds) =>
          notifications.queuesPushesFor(memberIds),
    },
    'social.verified':
      ({ accountMails }) =>
      (event, tx) =>
        accountMails.queue({ kind: 'social', ...event }, tx),
    'account.password-changed':
      ({ accountMails }) =>
      ({ userId }, tx) =>
        accountMails.queue({ kind: 'password-changed', userId, at: clockNow().toISOString() }, tx),
    'account.email-changed':
      ({ accountMails }) =>
      ({ userId, previousEmail }, tx) =>
        accountMails.queue(
          { kind: 'email-changed', userId, previousEmail, at: clockNow().toISOString() },
          tx,
        ),
    'connection.lost':
      ({ accountMails }) =>
      (event, tx) =>
        accountMails.queue({ kind: 'connection-lost', ...event }, tx),
    'billing.payment-failed':
      ({ accountMails }) =>
      ({ userId }, tx) =>
        accountMails.queue({ kind: 'payment-failed', userId }, tx),
    'billing.subscription-ending':
      ({ accountMails }) =>
      ({ userId, endsAt }, tx) =>
        accountMails.queue({ kind: 'subscription-ending', userId, endsAt }, tx),
  },
  queues: [
    'notifications.unread-mail',
    'notifications.push-message',
    'notifications.push-notice',
    'notifications.account-mail',
  ],
  // Socket presence decides whether a member is mailed or pushed at all.
  socket: ({ presence }) => ({
    opened: (connection) => presence.opened(connection.user.id),
    closed: (connection) => presence.closed(connection.user.id),
  }),
  lifecycle: ({ presence }) => presence,
};
