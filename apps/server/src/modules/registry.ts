import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { ReadRouting } from '../db/read-routing';
import type { EventBus } from '../events/event-bus';
import type { AppJobQueue } from '../lib/jobs/job-queue';
import type { TokenSigner } from '../lib/jwt';
import type { Mailer } from '../lib/mailer';
import type { Metrics } from '../lib/metrics';
import type { RateLimits } from '../lib/rate-limits';
import type { SocketHub } from '../realtime/socket-server';

/**
 * Every service of the app, by name: the shared parts below, and what each feature adds in
 * its own module file (`declare module '../../modules/registry'`), so a new feature touches
 * no central list but FEATURE_MODULES (ARCHITECTURE.md, "Adding a feature").
 */
export interface Services {
  config: Config;
  /** The primary: migrations, jobs, and everything outside a replica read. */
  database: DatabaseHandle;
  /** The database as services use it: the primary, or a replica inside `reads.fromReplica`. */
  db: Database;
  /** Where reads go: replicas for visitors and searchers, the primary after one's own write. */
  reads: ReadRouting;
  log: FastifyBaseLogger;
  events: EventBus;
  /** Absent when REDIS_URL is unset. */
  redis: Redis | undefined;
  signer: TokenSigner;
  limiter: RateLimits;
  metrics: Metrics;
  /** Sends one mail now; only job handlers use it. */
  mailer: Mailer;
  jobs: AppJobQueue<AppJobs>;
  /** This instance's open sockets. */
  hub: SocketHub;
}

/**
 * Every job the app runs, by name, with its payload type: each feature adds its own in its
 * module file, beside the handlers it declares (docs/decisions/014).
 */
// Filled by declaration merging only: empty here on purpose.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppJobs {}
