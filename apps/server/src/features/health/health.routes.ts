import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness with database reachability, for load balancers and operators. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: 'up' };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'down' });
    }
  });
};
