import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES } from '@partnerly/shared';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './lib/error-handler';
import { registerDeploymentWarnings } from './lib/deployment-warnings';
import { loggerOptions, type LogStream } from './lib/logging';
import { registerMetrics } from './lib/metrics-routes';
import { registerRateLimit } from './lib/rate-limit';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerCompression } from './lib/compression';
import { registerStaticWeb } from './lib/static-web';
import { connectRedis } from './lib/redis';
import { createServices, type Services } from './services';
import { appJobHandlers, scheduleAppJobs } from './jobs';
import { memoryEventBus, redisEventBus } from './events/event-bus';
import { createSocketHub, registerSocketServer } from './realtime/socket-server';
import { chatSocket } from './features/chat/chat.socket';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { socketAdmission } from './features/auth/socket-admission';
import { chatRoutes } from './features/chat/chat.routes';
import { createAuthenticate, createAuthenticateSession } from './features/auth/auth.guard';
import { accountRoutes } from './features/account/account.routes';
import { adsRoutes } from './features/ads/ads.routes';
import { linksRoutes } from './features/links/links.routes';
import { mediaRoutes } from './features/media/media.routes';
import { profilesRoutes } from './features/profiles/profiles.routes';
import { presentProfilePage } from './features/profiles/profile-page.presenter';
import { sitemapRoutes } from './features/profiles/sitemap.routes';
import { socialsRoutes } from './features/socials/socials.routes';
import { searchRoutes } from './features/search/search.routes';
import { exploreRoutes } from './features/explore/explore.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { createRequireAdmin } from './features/admin/admin.guard';
import { billingRoutes } from './features/billing/billing.routes';
import { createRequireFullAccess } from './features/billing/full-access.guard';
import { stripeWebhookRoutes } from './features/billing/stripe-webhook.routes';
import { authRoutes } from './features/auth/auth.routes';
import { passwordResetRoutes } from './features/auth/password-reset.routes';
import { twoFactorRoutes } from './features/auth/two-factor.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { packagesRoutes } from './features/packages/packages.routes';
import { listsRoutes } from './features/lists/lists.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { reportsAdminRoutes } from './features/reports/reports.admin-routes';
import { healthRoutes } from './features/health/health.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    services: Services;
    /** Pre-handler: 401 unless the request carries a valid access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Pre-handler: 401 unless the token is valid and its session honoured; loads no user row. */
    authenticateSession: (request: FastifyRequest) => Promise<void>;
    /** Pre-handler after authenticate: 403 unless the subscription is active. */
    requireFullAccess: (request: FastifyRequest) => Promise<void>;
    /** Pre-handler: 404 unless the request comes from an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export interface BuildOptions {
  /** Logger settings; tests pass `false` to keep output quiet. */
  logger?: boolean;
  /** Where log lines go instead of stdout; tests read them back. */
  logStream?: LogStream;
  /** Runs once the database is closed; tests use it to drop their throw-away database. */
  afterClose?: () => Promise<void>;
  /** How often the live socket pings its clients (default 30 s); tests make it short. */
  socketHeartbeatMs?: number;
}

/** Builds the whole server (API and web app) without listening, so tests can inject requests. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Small by default, so a large or deeply nested body cannot hold the event loop; the
    // image routes raise it for themselves (IMAGE_BODY_LIMIT_BYTES).
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config);
  // Both wait a moment for Redis at start-up (together), then serve without it if need be.
  const [redis, events] = await Promise.all([
    connectRedis(config.redisUrl, app.log, config.redisNamespace),
    config.redisUrl
      ? redisEventBus(config.redisUrl, app.log, config.redisNamespace)
      : memoryEventBus(app.log),
  ]);
  const services = createServices(config, database, app.log, events, redis);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);
  app.decorate('authenticate', createAuthenticate(services.signer, services.users));
  app.decorate(
    'authenticateSession',
    createAuthenticateSession(services.signer, services.sessionVersions),
  );
  app.decorate('requireFullAccess', createRequireFullAccess(services.subscriptions));
  app.decorate('requireAdmin', createRequireAdmin(services.signer, services.users));
  // Jobs run once the app is ready (listening, or the first injected request in tests).
  app.addHook('onReady', async () => {
    scheduleAppJobs(services.jobs, config);
    services.jobs.start(appJobHandlers(services, config));
    services.presence.start();
  });
  app.addHook('onClose', async () => {
    // Running jobs finish (or go back to the queue) while the database is still open.
    await services.jobs.stop();
    await services.presence.stop();
    await events.close();
    redis?.disconnect();
    await database.close();
    await options.afterClose?.();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerDeploymentWarnings(app, config);
  registerMetrics(app, services.metrics, config.metricsToken);
  await registerSecurityHeaders(app, config.publicUrl);
  await registerCompression(app);
  await registerRateLimit(app, redis);

  await app.register(healthRoutes, { redis });
  await app.register(contactRoutes);
  await app.register(reportsRoutes);
  await app.register(listsRoutes);
  await app.register(packagesRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(twoFactorRoutes);
  await app.register(accountRoutes);
  await app.register(billingRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(adminRoutes);
  await app.register(reportsAdminRoutes);
  await app.register(mediaRoutes);
  await app.register(profilesRoutes);
  await app.register(sitemapRoutes);
  await app.register(socialsRoutes);
  await app.register(linksRoutes);
  await app.register(adsRoutes);
  await app.register(searchRoutes);
  await app.register(exploreRoutes);
  await app.register(chatRoutes);
  await app.register(notificationsRoutes);
  await app.register(analyticsRoutes);
  // The live socket: realtime/ carries it; auth admits, the chat speaks on it.
  const hub = createSocketHub();
  const admission = socketAdmission(
    services.signer,
    services.users,
    services.subscriptions,
    services.sessionVersions,
    events,
    hub,
  );
  await registerSocketServer(
    app,
    hub,
    {
      admit: admission.admit,
      opened: (connection) => {
        admission.opened(connection);
        services.presence.opened(connection.user.id);
      },
      closed: (connection) => services.presence.closed(connection.user.id),
      frame: chatSocket(services.chat, events, hub),
    },
    options.socketHeartbeatMs,
  );
  services.metrics.countSocketsWith(() => app.websocketServer.clients.size);
  services.metrics.watchPool(() => database.poolStats?.());

  await registerStaticWeb(app, config.webDistDir, async (username) => {
    const profile = await services.profiles.findPublicProfile(username);
    return profile && presentProfilePage(config.publicUrl, profile);
  });
  return app;
}
