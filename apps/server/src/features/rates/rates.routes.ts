import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratesQuerySchema } from '@partnerly/shared';
import { HOUR_MS, perMember } from '../../lib/route-budgets';
import type { Services } from '../../modules/registry';

/**
 * Lookups a member may make in an hour: the forms ask once per platform, kind and band (and
 * cache the answer), so this only bounds a script mapping prices band by band.
 */
const RATE_LOOKUPS_PER_HOUR = 300;

/**
 * GET api/rates/?platform=&what=&followers= (issue 48 point 6): signed-in members on any plan,
 * since a brand writing its first offer needs it most.
 */
export const ratesRoutes: FastifyPluginAsyncZod<Pick<Services, 'rates'>> = async (
  app,
  { rates },
) => {
  app.get(
    '/api/rates/',
    {
      preValidation: [app.authenticate],
      schema: { querystring: ratesQuerySchema },
      config: perMember('rates.lookup', RATE_LOOKUPS_PER_HOUR, HOUR_MS),
    },
    async (request) => rates.of(request.query),
  );
};
