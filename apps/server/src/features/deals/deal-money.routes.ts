import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { moneyTermsQuerySchema } from '@partnerly/shared';

/**
 * GET api/offers/money/?seller= (issue 51): the fee and whether the money can go through
 * Partnerly, for the offer form's live lines. Any plan, as buying is (decision 107).
 */
export const dealMoneyRoutes: FastifyPluginAsyncZod<Pick<Services, 'moneyTerms'>> = async (
  app,
  { moneyTerms },
) => {
  app.get(
    '/api/offers/money/',
    {
      preValidation: [app.authenticate],
      schema: { querystring: moneyTermsQuerySchema },
    },
    async (request) => moneyTerms.of(request.user, request.query.seller),
  );
};
