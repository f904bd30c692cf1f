import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES } from '@partnerly/shared';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { openReplicas } from './db/replicas';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './lib/error-handler';
import { registerDeploymentWarnings } from './lib/deployment-warnings';
import { loggerOptions, type LogStream } from './lib/logging';
import { registerMetrics } from './lib/metrics-routes';
import { registerRateLimit } from './lib/rate-limits';
import { registerRouteBudgets } from './lib/route-budgets';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerCompression } from './lib/compression';
import { registerStaticWeb } from './lib/static-web';
import { connectRedis } from './lib/redis';
import { createServices, type Services } from './services';
import { FEATURE_MODULES } from './feature-modules';
import {
  ModuleError,
  checkModules,
  declaredJobs,
  socketHandlers,
  type AppJobs,
  type FeatureModule,
} from './modules/feature-module';
import type { JobHandlers } from './lib/jobs/job-queue';
import type { User } from './features/users/user';
import { memoryEventBus, redisEventBus } from './events/event-bus';
import type { EventName } from './events/event-map';
import { registerSocketServer, type SocketHandlers } from './realtime/socket-server';
import {
  createAuthenticate,
  createAuthenticateSession,
  createSignedInIdOf,
} from './features/auth/auth.guard';
import { presentProfilePage } from './features/profiles/profile-page.presenter';
import { createRequireAdmin } from './features/admin/admin.guard';
import { createRequireFullAccess } from './features/billing/full-access.guard';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    services: Services;
    /** Pre-handler: 401 unless the request carries a valid access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Pre-handler: 401 unless the token is valid and its session honoured; loads no user row. */
    authenticateSession: (request: FastifyRequest) => Promise<void>;
    /** The signed-in member of a request to an open route, if any (reads only). */
    signedInIdOf: (request: FastifyRequest) => Promise<number | undefined>;
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
  /** The features to serve (default: all of them); tests check what a bad list does. */
  modules?: readonly FeatureModule[];
  /**
   * Opens the database (default: `openDatabase`). Tests lend embedded databases from a pool
   * instead of starting one per app (src/test/pglite-pool.ts).
   */
  openDatabase?: (config: Config) => Promise<DatabaseHandle>;
}

/** Builds the whole server (API and web app) without listening, so tests can inject requests. */
/** The methods whose requests may write: a member's reads then stay on the primary a moment. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

  const database = await (options.openDatabase ?? openDatabase)(config);
  // Replicas open after the primary has migrated: a standby replays the migrations itself.
  const replicas = config.replicas.urls.length
    ? await openReplicas(config.replicas.urls, config.replicas.maxLagSeconds, app.log)
    : undefined;
  // Both wait a moment for Redis at start-up (together), then serve without it if need be.
  const [redis, events] = await Promise.all([
    connectRedis(config.redisUrl, app.log, config.redisNamespace),
    config.redisUrl
      ? redisEventBus(config.redisUrl, app.log, config.redisNamespace)
      : memoryEventBus(app.log, { soleWriter: database.kind === 'pglite' }),
  ]);
  const modules = options.modules ?? FEATURE_MODULES;
  // A module list the app cannot run stops the start here, with one line naming the problem.
  let services: Services;
  let socket: SocketHandlers<User>;
  try {
    checkModules(modules);
    services = createServices(modules, config, database, app.log, events, redis, replicas);
    socket = socketHandlers(modules, services);
  } catch (error) {
    await Promise.all([events.close(), database.close(), replicas?.close()]);
    redis?.disconnect();
    throw error;
  }
  const jobs = declaredJobs(modules);
  const jobHandlers = Object.fromEntries(
    [...jobs].map(([name, job]) => [name, job.run(services)]),
  ) as JobHandlers<AppJobs>;
  const lifecycles = modules.flatMap((module) => module.lifecycle?.(services) ?? []);
  for (const module of modules) {
    for (const [name, declared] of Object.entries(module.within ?? {})) {
      if (typeof declared === 'function') {
        events.subscribeWithin(name as EventName, declared(services) as never);
      } else {
        const { run, writesFor } = declared;
        events.subscribeWithin(name as EventName, run(services) as never, writesFor(services));
      }
    }
    for (const [name, handlerOf] of Object.entries(module.subscribers ?? {})) {
      events.subscribe(name as EventName, handlerOf(services) as never);
    }
  }
  // Chat and deal frames from other instances for members without a socket here stay unread.
  events.addressTo((memberId) => services.hub.isOnline(memberId));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);
  app.decorate('authenticate', createAuthenticate(services.signer, services.users));
  app.decorate(
    'authenticateSession',
    createAuthenticateSession(services.signer, services.sessionVersions),
  );
  app.decorate('signedInIdOf', createSignedInIdOf(services.signer));
  app.decorate('requireFullAccess', createRequireFullAccess(services.subscriptions));
  app.decorate('requireAdmin', createRequireAdmin(services.signer, services.users));
  // Jobs run once the app is ready (listening, or the first injected request in tests).
  app.addHook('onReady', async () => {
    // An instance that only answers requests (RUN_JOBS=false) still queues jobs for the others.
    if (config.runJobs) {
      for (const [name, job] of jobs) {
        if (job.every)
          services.jobs.repeat(name as keyof AppJobs & string, {} as never, job.every(config));
      }
      services.jobs.start(jobHandlers);
    }
    for (const lifecycle of lifecycles) lifecycle.start();
    replicas?.start();
  });
  app.addHook('onClose', async () => {
    // Running jobs finish (or go back to the queue) while the database is still open.
    await services.jobs.stop();
    for (const lifecycle of lifecycles) await lifecycle.stop();
    await events.close();
    redis?.disconnect();
    await Promise.all([database.close(), replicas?.close()]);
    await options.afterClose?.();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (replicas) {
    // Before the answer leaves: the member's very next read must already find the mark.
    app.addHook('onSend', async (request) => {
      if (!WRITES.has(request.method) || request.routeOptions.config?.readsReplica) return;
      const memberId = (request as { user?: { id: number } }).user?.id ?? request.userId;
      if (memberId) await services.reads.wrote(memberId);
    });
  }

  registerErrorHandler(app);
  // Before any route, so every one is seen, whoever registers it (issue 46).
  const routeBudgets = registerRouteBudgets(
    app,
    redis,
    // Set by the authenticate pre-handlers: the row's id, or the session's alone.
    (request) => (request as { user?: { id: number } }).user?.id ?? request.userId,
  );
  registerDeploymentWarnings(app, config);
  registerMetrics(app, services.metrics, config.metricsToken);
  await registerSecurityHeaders(app, config.publicUrl);
  await registerCompression(app);
  registerRateLimit(app, redis);

  for (const module of modules) {
    for (const entry of module.routes?.(services) ?? []) {
      const [plugin, pluginOptions] = Array.isArray(entry) ? entry : [entry, {}];
      await app.register(plugin, pluginOptions);
    }
  }
  // The live socket: realtime/ carries it; the modules admit, hear and speak on it.
  await registerSocketServer(app, services.hub, socket, options.socketHeartbeatMs);
  services.metrics.countSocketsWith(() => app.websocketServer.clients.size);
  services.metrics.watchPool(() => database.poolStats?.());

  await registerStaticWeb(
    app,
    config.webDistDir,
    async (username) => {
      const profile = await services.reads.fromReplica(undefined, () =>
        services.profiles.findPublicProfile(username),
      );
      return (
        profile &&
        presentProfilePage(config.publicUrl, {
          ...profile,
          view_token: services.analytics.viewToken(profile.profile.username),
        })
      );
    },
    (id) => services.reads.fromReplica(undefined, () => services.campaigns.publicPage(id)),
  );
  // A route that changes something with no budget and no stated reason stops the start.
  const [unbudgeted] = routeBudgets.unbudgeted();
  if (unbudgeted) {
    await app.close();
    throw new ModuleError(unbudgeted);
  }
  return app;
}
