import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { instanceIdOf, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createTokenSigner } from './lib/jwt';
import { rateLimits } from './lib/rate-limits';
import { createMailer } from './lib/mailer';
import { createJobQueue } from './lib/jobs/job-queue';
import type { AppJobs } from './jobs';
import { countMail, countStoredMessages, createMetrics } from './lib/metrics';
import { accountExportRepository } from './features/account/account-export.repository';
import { accountService } from './features/account/account.service';
import { authService } from './features/auth/auth.service';
import { codesService } from './features/auth/codes.service';
import { googleService } from './features/auth/google.service';
import { passwordResetService } from './features/auth/password-reset.service';
import { sessionsService } from './features/auth/sessions.service';
import { loginLimits } from './features/auth/login-limits';
import { twoFactorRepository } from './features/auth/two-factor.repository';
import { twoFactorService } from './features/auth/two-factor.service';
import { secretBox } from './lib/secret-box';
import { subscriptionsRepository } from './features/billing/subscriptions.repository';
import { usersRepository } from './features/users/users.repository';
import { usersService } from './features/users/users.service';
import { contactRepository } from './features/contact/contact.repository';
import { billingService } from './features/billing/billing.service';
import { createStripe } from './features/billing/stripe.client';
import { promoService } from './features/promo/promo.service';
import { auditRepository } from './features/admin/audit.repository';
import { adminRepository } from './features/admin/admin.repository';
import { socialReviewService } from './features/admin/social-review.service';
import { adsRepository } from './features/ads/ads.repository';
import { adsService } from './features/ads/ads.service';
import { linksRepository } from './features/links/links.repository';
import { mediaRepository } from './features/media/media.repository';
import { mediaService } from './features/media/media.service';
import { profilesRepository } from './features/profiles/profiles.repository';
import { profilesService } from './features/profiles/profiles.service';
import { socialsRepository } from './features/socials/socials.repository';
import { searchRepository } from './features/search/search.repository';
import { exploreRepository } from './features/explore/explore.repository';
import { chatRepository } from './features/chat/chat.repository';
import { chatService } from './features/chat/chat.service';
import { pushedMessages } from './features/chat/chat.deliveries';
import { unreadMessagesRepository } from './features/chat/unread-messages.repository';
import type { EventBus } from './events/event-bus';
import { sessionVersions } from './features/auth/session-versions';
import { reportsRepository } from './features/reports/reports.repository';
import { reportsService } from './features/reports/reports.service';
import { suspensionsService } from './features/reports/suspensions.service';
import { listsRepository } from './features/lists/lists.repository';
import { listsService } from './features/lists/lists.service';
import { packagesRepository } from './features/packages/packages.repository';
import { packagesService } from './features/packages/packages.service';
import { notificationSettingsRepository } from './features/notifications/notification-settings.repository';
import { notificationsService } from './features/notifications/notifications.service';
import { presence } from './features/notifications/presence';
import { presenceRepository } from './features/notifications/presence.repository';
import { pushEndpointPolicy } from './features/notifications/push-endpoints';
import { pushSender } from './features/notifications/push-sender';
import { pushSubscriptionsRepository } from './features/notifications/push-subscriptions.repository';
import { pushService } from './features/notifications/push.service';
import { analyticsRepository } from './features/analytics/analytics.repository';
import { analyticsService } from './features/analytics/analytics.service';
import { accountMailService } from './features/notifications/account-mail.service';
import { unreadMailService } from './features/notifications/unread-mail.service';
import { unsubscribeTokens } from './features/notifications/unsubscribe-tokens';
import { dealsServices } from './features/deals/deals.service';

/** Wires repositories and services once per app; routes take what they need from here. */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  events: EventBus,
  redis?: Redis,
) {
  const { db } = database;
  const signer = createTokenSigner(config.jwtSecret);
  const limiter = rateLimits(redis);
  const metrics = createMetrics();
  const mailer = countMail(createMailer(config.smtpUrl, config.mailFrom, log), metrics);
  const jobs = createJobQueue<AppJobs>(db, log, { instance: instanceIdOf(config.dataDir) });
  const users = usersService(usersRepository(db));
  const subscriptions = subscriptionsRepository(db);
  const sessionVersionCache = sessionVersions(users, events);
  const sessions = sessionsService(db, signer, sessionVersionCache);
  const codes = codesService(db, jobs, config.jwtSecret);
  const stripe = createStripe(config.stripe);
  const socials = socialsRepository(db);
  const links = linksRepository(db);
  const media = mediaService(mediaRepository(db));
  const ads = adsService(adsRepository(db), media);
  const chat = chatService(
    db,
    countStoredMessages(chatRepository(db), metrics),
    users,
    events,
    pushedMessages(redis),
  );
  const reports = reportsRepository(db);
  const twoFactor = twoFactorService(
    twoFactorRepository(db),
    secretBox(config.twoFactorKey, 'two-factor secrets'),
  );
  const billing = billingService(config, stripe, subscriptions, log, events, db);
  const packages = packagesService(packagesRepository(db));
  const notificationSettings = notificationSettingsRepository(db);
  const pushSubscriptions = pushSubscriptionsRepository(db);
  const pushEndpoints = pushEndpointPolicy(config.pushServiceOrigins);
  const unreadMessages = unreadMessagesRepository(db);
  const mailLinks = { publicUrl: config.publicUrl, tokens: unsubscribeTokens(config.jwtSecret) };
  const socketPresence = presence(
    presenceRepository(db),
    jobs.workerId,
    config.unreadEmailDelaySeconds,
    log,
  );
  const notifications = notificationsService(
    notificationSettings,
    pushSubscriptions,
    mailLinks.tokens,
    jobs,
    users,
    pushEndpoints,
  );
  const profiles = profilesService(
    profilesRepository(db),
    { socials, links, ads, packages },
    media,
    events,
  );

  return {
    events,
    metrics,
    signer,
    limiter,
    /** Sends one mail now; only job handlers use it (jobs.ts). */
    mailer,
    jobs,
    users,
    subscriptions,
    sessions,
    sessionVersions: sessionVersionCache,
    codes,
    twoFactor,
    auth: authService(users, codes, sessions, twoFactor),
    google: googleService(config.google, users, sessions),
    loginLimits: loginLimits(redis),
    passwordReset: passwordResetService(db, users, codes, sessions, signer, limiter, events),
    account: accountService(
      users,
      billing,
      codes,
      sessions,
      profiles,
      chat,
      twoFactor,
      events,
      accountExportRepository(db),
      db,
    ),
    socials,
    links,
    ads,
    media,
    profiles,
    chat,
    search: searchRepository(database),
    explore: exploreRepository(db),
    stripe,
    billing,
    promo: promoService(db, events),
    audit: auditRepository(db),
    admin: adminRepository(db),
    socialReview: socialReviewService(db, events),
    contacts: contactRepository(db),
    reports: reportsService(db, limiter, jobs),
    suspensions: suspensionsService(users, sessions, reports, events),
    /** The admin Reports tab reads and closes reports directly. */
    reportsAdmin: reports,
    packages,
    lists: listsService(listsRepository(db), profiles, config.publicUrl),
    presence: socketPresence,
    analytics: analyticsService(analyticsRepository(db), config.publicUrl, config.jwtSecret),
    notifications,
    deals: dealsServices(db, {
      users,
      conversations: chat,
      packages,
      notifications,
      events,
      jobs,
      mailer,
      mailLinks,
    }),
    unreadMail: unreadMailService(
      unreadMessages,
      notificationSettings,
      users,
      mailer,
      mailLinks,
      config.unreadEmailDelaySeconds,
    ),
    accountMails: accountMailService(users, notificationSettings, mailer, mailLinks, jobs),
    push: pushService(
      pushSubscriptions,
      unreadMessages,
      socketPresence,
      pushSender(config.vapid, pushEndpoints),
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
