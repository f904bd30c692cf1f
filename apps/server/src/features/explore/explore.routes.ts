import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { exploreQuerySchema } from '@partnerly/shared';
import { replicaReads } from '../../db/read-routing';

/** GET /api/explore/?cursor=: the explore grid's ads; signed in, no paid plan needed. */
export const exploreRoutes: FastifyPluginAsyncZod<Pick<Services, 'explore' | 'reads'>> = async (
  app,
  { explore, reads },
) => {
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
