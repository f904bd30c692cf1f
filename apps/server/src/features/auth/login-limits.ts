import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/limiter';
import { isReady, noteFailure } from '../../lib/redis';

export interface LoginLimitSettings {
  /** Failed logins for one account from one address before that address waits. */
  failuresPerAddress: number;
  failureWindowSeconds: number;
  /** Failed logins for one account from everywhere before every attempt is spaced out. */
  failuresPerAccount: number;
  accountWindowSeconds: number;
  /** Once past the account's ceiling: one attempt per this many seconds, from anyone. */
  slowedAttemptSeconds: number;
}

export const LOGIN_LIMITS: LoginLimitSettings = {
  failuresPerAddress: 5,
  failureWindowSeconds: 15 * 60,
  failuresPerAccount: 100,
  accountWindowSeconds: 60 * 60,
  slowedAttemptSeconds: 5,
};

type Counter = Pick<RateLimiterAbstract, 'get' | 'consume' | 'delete'>;

/**
 * A counter in Redis when it is configured (rate-limiter-flexible sets each count and its
 * expiry in one atomic step), in this instance's memory otherwise. While Redis is unreachable
 * or hangs, the memory counter stands in at once (lib/redis.ts skips a failing connection for
 * a few seconds), as the other limits do (decision 009).
 */
function counter(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  duration: number,
): Counter {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  const shared = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `partnerly-${keyPrefix}`,
    points,
    duration,
  });
  async function either<T>(use: (limiter: Counter) => Promise<T>): Promise<T> {
    if (!redis || !isReady(redis)) return use(memory);
    try {
      return await use(shared);
    } catch (error) {
      // Over the limit is an answer; anything else is Redis failing.
      if (error instanceof RateLimiterRes) throw error;
      noteFailure(redis);
      return use(memory);
    }
  }
  return {
    get: (key) => either((limiter) => limiter.get(key)),
    consume: (key) => either((limiter) => limiter.consume(key)),
    delete: (key) => either((limiter) => limiter.delete(key)),
  };
}

const wait = (result: RateLimiterRes) => tooManyRequests(Math.ceil(result.msBeforeNext / 1000));

/** Counts a failure; going past the budget is what the next attempt's check reads. */
const count = (limiter: Counter, key: string) =>
  limiter.consume(key).catch((result: unknown) => {
    if (!(result instanceof RateLimiterRes)) throw result;
  });

/**
 * Sign-in limits that strangers cannot turn against the owner (docs/decisions/025): failures
 * are counted per account and client address, so guessing from some addresses slows those
 * addresses only; a correct login clears its address's count; past a high per-account
 * ceiling every attempt is spaced out, but never refused for good.
 */
export function loginLimits(redis?: Redis, settings: LoginLimitSettings = LOGIN_LIMITS) {
  const perAddress = counter(
    redis,
    'login-fail-addr',
    settings.failuresPerAddress,
    settings.failureWindowSeconds,
  );
  const perAccount = counter(
    redis,
    'login-fail-acct',
    settings.failuresPerAccount,
    settings.accountWindowSeconds,
  );
  const slowed = counter(redis, 'login-slowed', 1, settings.slowedAttemptSeconds);
  const keys = (account: string, address: string) => {
    const name = account.trim().toLowerCase();
    return { name, pair: `${name}|${address}` };
  };

  return {
    /** Throws 429 (with Retry-After) when this address, or anyone now, must wait. */
    async check(account: string, address: string): Promise<void> {
      const { name, pair } = keys(account, address);
      const fromHere = await perAddress.get(pair);
      if (fromHere && fromHere.consumedPoints >= settings.failuresPerAddress) throw wait(fromHere);
      const everywhere = await perAccount.get(name);
      if (everywhere && everywhere.consumedPoints >= settings.failuresPerAccount) {
        await slowed.consume(name).catch((result: unknown) => {
          if (result instanceof RateLimiterRes) throw wait(result);
          throw result;
        });
      }
    },

    async failed(account: string, address: string): Promise<void> {
      const { name, pair } = keys(account, address);
      await Promise.all([count(perAddress, pair), count(perAccount, name)]);
    },

    /** The right password from this address: its failures are forgiven. */
    async succeeded(account: string, address: string): Promise<void> {
      await perAddress.delete(keys(account, address).pair);
    },
  };
}

export type LoginLimits = ReturnType<typeof loginLimits>;
