import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { earningsQuerySchema } from '@partnerly/shared';

/**
 * GET api/earnings/?status=: the signed-in seller's money (issue 53). Any plan: a member who
 * let Full Access lapse still sees what they were paid and what is held for them.
 */
export const earningsRoutes: FastifyPluginAsyncZod<Pick<Services, 'earnings'>> = async (
  app,
  { earnings },
) => {
  app.get(
    '/api/earnings/',
    { preValidation: [app.authenticate], schema: { querystring: earningsQuerySchema } },
    async (request) => earnings.list(request.user, request.query.status),
  );
};
