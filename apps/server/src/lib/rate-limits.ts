import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import { AppError } from './errors';
import { isReady, noteFailure } from './redis';

/** How a budget is counted: `consume` rejects with the library's RateLimiterRes once over. */
export type Counter = Pick<RateLimiterMemory, 'consume' | 'get' | 'delete'>;

/**
 * The insurance limiter of rate-limiter-flexible's documented pattern: while Redis fails, the
 * counting goes on in this instance's memory. Being asked while Redis looked ready means a
 * command just failed or timed out; noting it makes the next calls skip Redis for a few
 * seconds (lib/redis.ts), so a hanging Redis costs one request its timeout, not every request.
 */
class Insurance extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly redis: Redis,
  ) {
    super(options);
  }

  private noteIfRedisJustFailed() {
    if (isReady(this.redis)) noteFailure(this.redis);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.noteIfRedisJustFailed();
    return super.consume(...args);
  }

  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.noteIfRedisJustFailed();
    return super.get(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.noteIfRedisJustFailed();
    return super.delete(...args);
  }
}

/**
 * A budget of `points` per `durationSeconds` for each key. With Redis its counts are shared by
 * every instance (count and expiry set in one atomic step); while Redis is stopped or hangs
 * they go on in this instance's memory at once, and sharing resumes the moment it returns
 * (decisions 009 and 043). Without Redis, memory only.
 */
export function counter(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  durationSeconds: number,
): Counter {
  const options = { keyPrefix, points, duration: durationSeconds };
  if (!redis) return new RateLimiterMemory(options);
  const insurance = new Insurance(options, redis);
  const shared = new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: insurance,
    // A disconnected client fails without sending anything: straight to the insurance.
    rejectIfRedisNotReady: true,
  });
  // Within the hold-off after a failure Redis is not even tried.
  const current = () => (isReady(redis) ? shared : insurance);
  return {
    consume: (...args) => current().consume(...args),
    get: (...args) => current().get(...args),
    delete: (...args) => current().delete(...args),
  };
}

/** A 429 asking the client to wait `retryAfterSeconds` (at least one), with Retry-After. */
export function tooManyRequests(retryAfterSeconds: number) {
  const seconds = Math.max(1, retryAfterSeconds);
  return new AppError(
    429,
    { detail: `Too many requests. Please try again in ${inWords(seconds)}.` },
    { 'Retry-After': String(seconds) },
  );
}

function inWords(seconds: number) {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The 429 for a spent budget, asking to wait until it refills. */
export const overBudget = (result: RateLimiterRes) =>
  tooManyRequests(Math.ceil(result.msBeforeNext / 1000));

/** Counts one hit against `limiter`; throws the 429 once the budget is spent. */
export async function consumeOr429(limiter: Counter, key: string): Promise<void> {
  await limiter.consume(key).catch((result: unknown) => {
    throw result instanceof RateLimiterRes ? overBudget(result) : result;
  });
}

/** A per-action budget (reports, promo codes, reset mails), keyed by account or address. */
export interface Limit {
  /** Counts one hit; throws 429 with Retry-After when the window's budget is spent. */
  consume(key: string): Promise<void>;
  /** Throws the 429 `consume` would once the budget is spent, without counting a hit. */
  check(key: string): Promise<void>;
}

export interface RateLimits {
  /** Declares the budget `name`: at most `max` hits per `windowMs` for each key. */
  limit(name: string, max: number, windowMs: number): Limit;
}

/** The per-action budgets of one app, in Redis under `partnerly-limit:<name>:<key>`. */
export function rateLimits(redis?: Redis): RateLimits {
  const declared = new Set<string>();
  return {
    limit(name, max, windowMs) {
      // Two budgets under one name would count each other's hits.
      if (declared.has(name)) throw new Error(`Rate limit "${name}" is declared twice`);
      declared.add(name);
      const limiter = counter(redis, `partnerly-limit:${name}`, max, toSeconds(windowMs));
      return {
        consume: (key) => consumeOr429(limiter, key),
        async check(key) {
          const spent = await limiter.get(key);
          if (spent && spent.consumedPoints >= max) throw overBudget(spent);
        },
      };
    },
  };
}

/** Windows are whole seconds in Redis; a shorter one would never expire. */
const toSeconds = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set through `perIp`: this route's budget per client address. */
    rateLimit?: { max: number; windowMs: number };
  }
}

/** A per-route limit: at most `max` requests per `windowMs` from one client address. */
export const perIp = (max: number, windowMs: number) => ({ rateLimit: { max, windowMs } });

/**
 * The address a limit counts: IPv4 as is (also when written IPv4-mapped), IPv6 by its /64,
 * the block one home or one server gets, so cycling through it does not reset the count.
 */
function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  return address.kind() === 'ipv4'
    ? address.toString()
    : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString();
}

/**
 * Gives every route with a `perIp` config its own counter, checked when the request arrives
 * (after the route's own onRequest hooks, before the body is read); registered before the
 * routes. Over budget: 429 with Retry-After.
 */
export function registerRateLimit(app: FastifyInstance, redis?: Redis) {
  app.addHook('onRoute', (route) => {
    const budget = route.config?.rateLimit;
    if (!budget) return;
    const methods = ([] as string[]).concat(route.method).join(',');
    const limiter = counter(
      redis,
      `partnerly-rl:${methods}:${route.url}`,
      budget.max,
      toSeconds(budget.windowMs),
    );
    const check: onRequestHookHandler = async (request) => {
      await consumeOr429(limiter, clientKey(request.ip));
    };
    route.onRequest = [...([] as onRequestHookHandler[]).concat(route.onRequest ?? []), check];
  });
}
