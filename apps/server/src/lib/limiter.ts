import type { Redis } from 'ioredis';
import { AppError } from './errors';
import { isReady, noteFailure } from './redis';

/**
 * Fixed-window counters for limits keyed by something other than the client address (an
 * account, an e-mail address). Redis keeps them across instances; this instance's memory
 * otherwise, and while Redis is unreachable (lib/redis.ts logs the outage once).
 */
export interface Limiter {
  /** Counts one hit; throws 429 with Retry-After when the window's budget is spent. */
  consume(key: string, max: number, windowMs: number): Promise<void>;
  /** Throws the 429 `consume` would once the budget is spent, without counting a hit. */
  check(key: string, max: number): Promise<void>;
}

export function createLimiter(redis?: Redis, prefix = 'partnerly-limit:'): Limiter {
  const memory = new Map<string, { count: number; resetAt: number }>();

  async function hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = Date.now();
    if (redis && isReady(redis)) {
      const shared = await hitRedis(redis, prefix + key, windowMs).catch(() => noteFailure(redis));
      if (shared) return { count: shared.count, resetAt: now + shared.ttl };
    }
    if (memory.size > 10_000) {
      for (const [staleKey, stale] of memory) if (stale.resetAt <= now) memory.delete(staleKey);
    }
    const entry = memory.get(key);
    if (!entry || entry.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      memory.set(key, fresh);
      return fresh;
    }
    entry.count += 1;
    return entry;
  }

  async function peek(key: string): Promise<{ count: number; resetAt: number }> {
    const now = Date.now();
    if (redis && isReady(redis)) {
      const shared = await peekRedis(redis, prefix + key).catch(() => noteFailure(redis));
      if (shared) return { count: shared.count, resetAt: now + shared.ttl };
    }
    const entry = memory.get(key);
    return entry && entry.resetAt > now ? entry : { count: 0, resetAt: now };
  }

  return {
    async consume(key, max, windowMs) {
      const { count, resetAt } = await hit(key, windowMs);
      if (count > max) throw tooManyRequests(Math.ceil((resetAt - Date.now()) / 1000));
    },
    async check(key, max) {
      const { count, resetAt } = await peek(key);
      if (count >= max) throw tooManyRequests(Math.ceil((resetAt - Date.now()) / 1000));
    },
  };
}

async function peekRedis(redis: Redis, key: string) {
  const [[, count], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [
    [null, string | null],
    [null, number],
  ];
  return { count: Number(count ?? 0), ttl: Math.max(0, ttl) };
}

async function hitRedis(redis: Redis, key: string, windowMs: number) {
  const [[, count], [, ttl]] = (await redis.multi().incr(key).pttl(key).exec()) as [
    [null, number],
    [null, number],
  ];
  if (ttl < 0) await redis.pexpire(key, windowMs);
  return { count, ttl: ttl < 0 ? windowMs : ttl };
}

export function tooManyRequests(retryAfterSeconds: number) {
  const seconds = Math.max(1, retryAfterSeconds);
  return new AppError(
    429,
    { detail: `Too many requests. Please try again in ${seconds} seconds.` },
    { 'Retry-After': String(seconds) },
  );
}
