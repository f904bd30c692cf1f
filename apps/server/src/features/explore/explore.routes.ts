import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exploreQuerySchema } from '@partnerly/shared';
import { replicaReads } from '../../db/read-routing';

/** GET /api/explore/?cursor=: the explore grid's ads; signed in, no paid plan needed. */
export const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { explore, reads } = app.services;
  app.get(
    '/api/explore/',
    {
      preValidation: app.authenticateSession,
      schema: { querystring: exploreQuerySchema },
      config: replicaReads,
    },
    async (request) => reads.fromReplica(request.userId, () => explore.page(request.query.cursor)),
  );
};
