import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { instanceIdOf, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { readRouting } from './db/read-routing';
import type { Replicas } from './db/replicas';
import type { EventBus } from './events/event-bus';
import { createJobQueue } from './lib/jobs/job-queue';
import { createTokenSigner } from './lib/jwt';
import { createMailer } from './lib/mailer';
import { countMail, createMetrics } from './lib/metrics';
import { rateLimits } from './lib/rate-limits';
import { ModuleError, type FeatureModule } from './modules/feature-module';
import type { AppJobs, Services } from './modules/registry';
import { createSocketHub } from './realtime/socket-server';

export type { Services } from './modules/registry';

type SharedServices = Pick<
  Services,
  | 'config'
  | 'database'
  | 'db'
  | 'reads'
  | 'log'
  | 'events'
  | 'redis'
  | 'signer'
  | 'limiter'
  | 'metrics'
  | 'mailer'
  | 'jobs'
  | 'hub'
>;

/** The parts every feature may use: configuration, database, bus, queue, mail, limits, sockets. */
function sharedServices(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  events: EventBus,
  redis: Redis | undefined,
  replicas: Replicas | undefined,
): SharedServices {
  const metrics = createMetrics();
  const reads = readRouting(database, replicas, config.replicas.maxLagSeconds, redis);
  if (replicas) metrics.watchReplicas(() => replicas.states());
  return {
    config,
    database,
    db: reads.reader.db,
    reads,
    log,
    events,
    redis,
    signer: createTokenSigner(config.jwtSecret),
    limiter: rateLimits(redis),
    metrics,
    mailer: countMail(createMailer(config.smtpUrl, config.mailFrom, log), metrics),
    jobs: createJobQueue<AppJobs>(database.db, log, { instance: instanceIdOf(config.dataDir) }),
    hub: createSocketHub(),
  };
}

/**
 * The service container: the shared parts, then every service the modules declare, each built
 * once from the others by name. Order does not matter; a service no module builds, or two
 * services that need each other, stop the start with one line naming them.
 */
export function createServices(
  modules: readonly FeatureModule[],
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  events: EventBus,
  redis?: Redis,
  replicas?: Replicas,
): Services {
  const factories = new Map<string, { module: string; build: (services: Services) => unknown }>();
  for (const module of modules) {
    for (const [name, build] of Object.entries(module.services ?? {})) {
      factories.set(name, { module: module.name, build: build as (services: Services) => unknown });
    }
  }
  const built: Record<string, unknown> = {
    ...sharedServices(config, database, log, events, redis, replicas),
  };
  const building: string[] = [];
  const container = new Proxy(built, {
    get(target, name) {
      if (typeof name !== 'string' || name in target) return target[name as string];
      const factory = factories.get(name);
      if (!factory) {
        const asking = building.at(-1);
        throw new ModuleError(
          `no module builds service "${name}"${asking ? ` (needed by "${asking}")` : ''}`,
        );
      }
      if (building.includes(name)) {
        const circle = [...building.slice(building.indexOf(name)), name].join(' -> ');
        throw new ModuleError(`services need each other in a circle: ${circle}`);
      }
      building.push(name);
      try {
        target[name] = factory.build(container as unknown as Services);
      } finally {
        building.pop();
      }
      return target[name];
    },
  });
  for (const name of factories.keys()) void container[name];
  // Every service exists now: the plain object serves requests without the proxy's checks.
  return built as unknown as Services;
}
