import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from './errors';
import { isReady, noteFailure } from './redis';

const NAMESPACE = 'partnerly-rl:';

/** The plugin's own stores (CommonJS without type declarations of their own). */
type Store = FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/**
 * Counters in Redis, shared by every instance; while Redis is unreachable, in this instance's
 * memory (a limit per instance is better than none, and better than refusing every request).
 * Each call tries Redis again, so the shared counters resume the moment it returns.
 */
function fallbackStore(shared: Store, local: Store, redis: Redis): Store {
  const either =
    (method: 'incr' | 'read'): FastifyRateLimitStore['incr'] =>
    (key, callback, timeWindow, max) => {
      const fallBack = () => local[method](key, callback, timeWindow, max);
      if (!isReady(redis)) return fallBack();
      shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          noteFailure(redis);
          fallBack();
        },
        timeWindow,
        max,
      );
    };
  return {
    incr: either('incr'),
    read: either('read'),
    child: (routeOptions) =>
      fallbackStore(shared.child(routeOptions) as Store, local.child(routeOptions) as Store, redis),
  };
}

/** Registers rate limiting for routes that opt in; counters live in Redis when configured. */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis) {
  const options: RateLimitPluginOptions = {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, {
        detail: `Too many requests. Please try again in ${context.after}.`,
      }),
  };
  if (redis) {
    // The plugin builds its store with `new`; a constructor may hand back another object.
    options.store = function FallbackStore(params: RateLimitPluginOptions) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      return fallbackStore(
        new RedisStore(continueExceeding, exponentialBackoff, redis, NAMESPACE),
        new LocalStore(continueExceeding, exponentialBackoff),
        redis,
      );
    } as unknown as FastifyRateLimitStoreCtor;
  }
  await app.register(rateLimit, options);
}

/** A per-route limit: at most `max` requests per `windowMs` from one client address. */
export const perIp = (max: number, windowMs: number) => ({
  rateLimit: { max, timeWindow: windowMs },
});
