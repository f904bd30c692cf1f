import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exploreQuerySchema } from '@partnerly/shared';

/** GET /api/explore/?cursor=: the explore grid's ads; signed in, no paid plan needed. */
export const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  const explore = app.services.explore;
  app.get(
    '/api/explore/',
    { preValidation: app.authenticateSession, schema: { querystring: exploreQuerySchema } },
    async (request) => explore.page(request.query.cursor),
  );
};
