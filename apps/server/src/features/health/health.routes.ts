import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { isReady, noteFailure } from '../../lib/redis';

type Reachability = 'up' | 'down';

/**
 * Readiness for load balancers and operators: the database and, when configured, Redis. 503
 * when either is down, so the balancer can tell; the instance keeps serving meanwhile (without
 * Redis it falls back to local limits and local delivery).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ redis?: Redis }> = async (app, { redis }) => {
  app.get('/api/health', async (_request, reply) => {
    const [database, shared] = await Promise.all([
      app.database.ping().then(
        (): Reachability => 'up',
        (error: unknown): Reachability => {
          app.log.warn({ err: error }, 'health check: database unreachable');
          return 'down';
        },
      ),
      redis && pingRedis(redis),
    ]);
    const healthy = database === 'up' && shared !== 'down';
    return reply.status(healthy ? 200 : 503).send({
      status: healthy ? 'ok' : 'error',
      database,
      ...(shared ? { redis: shared } : {}),
    });
  });
};

/** A PING, failing fast while the connection is down (lib/redis.ts logs the outage). */
async function pingRedis(redis: Redis): Promise<Reachability> {
  if (!isReady(redis)) return 'down';
  return redis.ping().then(
    () => 'up',
    () => {
      noteFailure(redis);
      return 'down';
    },
  );
}
