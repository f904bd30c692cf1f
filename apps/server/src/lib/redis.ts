import type { Redis, RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Redis is an accelerator, never a point of failure: while it is unreachable a command fails
 * at once (no offline queue, one try, short timeouts) so its caller falls back to this
 * instance's memory instead of holding a request, and the connection keeps retrying in the
 * background (at most every 2 s) so everything resumes without a restart.
 */
export const FAIL_FAST_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 5000,
  // Redis answers in well under a millisecond; 2 s leaves room for a busy event loop.
  commandTimeout: 2000,
  retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
};

/**
 * For connections that send commands (not the event subscriber): the commands of one
 * event-loop turn leave in one write. Each chat message sends several (its announcement, its
 * rate limits, the record of its push), and one syscall per command took about 6% of an
 * instance's CPU in bench:cluster (issue 49, decision 125).
 */
export const COMMAND_OPTIONS: RedisOptions = { ...FAIL_FAST_OPTIONS, enableAutoPipelining: true };

/** How long start-up waits for Redis before serving without it (it joins in when it comes). */
const STARTUP_WAIT_MS = 3000;

/**
 * A fail-fast Redis connection for shared state between instances, or undefined when not
 * configured. Its outages are logged once each (lost, then back), not once per request.
 */
export async function connectRedis(
  url: string | undefined,
  log: FastifyBaseLogger,
  namespace = '',
): Promise<Redis | undefined> {
  if (!url) return undefined;
  // Loaded only when configured: an instance without Redis never pays for loading the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { ...COMMAND_OPTIONS, keyPrefix: namespace });
  watchOutages(redis, log, 'rate limits fall back to this instance’s memory');
  await untilReady(redis, STARTUP_WAIT_MS);
  return redis;
}

/**
 * A Redis that hangs (connected, never answering) costs each command the full timeout; after
 * one such failure the connection is skipped for a few seconds, so requests fall back at once.
 */
const HOLD_OFF_MS = 5000;
const failedAt = new WeakMap<Redis, number>();

/** Whether a command sent now can reach Redis (otherwise fall back without trying). */
export const isReady = (redis: Redis) =>
  redis.status === 'ready' && Date.now() - (failedAt.get(redis) ?? -Infinity) > HOLD_OFF_MS;

/** Notes a failed command, so callers skip Redis for a few seconds (see HOLD_OFF_MS). */
export function noteFailure(redis: Redis) {
  // A fresh connection (Redis restarted) is trusted at once.
  if (!failedAt.has(redis)) redis.once('ready', () => failedAt.delete(redis));
  failedAt.set(redis, Date.now());
}

/**
 * Logs one warning when the connection is lost and one line when it is back. Listening to
 * `error` also keeps ioredis from printing every failed reconnection attempt.
 */
export function watchOutages(redis: Redis, log: FastifyBaseLogger, consequence: string) {
  let down = false;
  const lost = (error?: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `Redis unreachable: ${consequence} until it returns`);
  };
  redis.on('error', lost);
  // Redis shutting down closes the connection cleanly, without an error.
  redis.on('reconnecting', () => lost());
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back');
  });
}

/** Resolves true once the connection is ready, or false after `timeoutMs`. */
export function untilReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (isReady(redis)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
