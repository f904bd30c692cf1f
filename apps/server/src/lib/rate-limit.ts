import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from './errors';

/** Registers rate limiting for routes that opt in; counters live in Redis when configured. */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis) {
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'partnerly-rl:',
    errorResponseBuilder: (_request, context) =>
      new AppError(429, {
        detail: `Too many requests. Please try again in ${context.after}.`,
      }),
  });
}

/** A per-route limit: at most `max` requests per `windowMs` from one client address. */
export const perIp = (max: number, windowMs: number) => ({
  rateLimit: { max, timeWindow: windowMs },
});
