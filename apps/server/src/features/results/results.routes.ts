import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultsQuerySchema } from '@partnerly/shared';
import { HOUR_MS, perMember } from '../../lib/route-budgets';
import type { Services } from '../../modules/registry';

/** CSV downloads a member may make in an hour: each reads every order and post they have. */
export const RESULTS_CSV_PER_HOUR = 30;

/**
 * GET api/results/?campaign=&from=&to= and api/results.csv (issue 47 point 4): the signed-in
 * buyer's own results, on any plan (buying needs none, decision 107).
 */
export const resultsRoutes: FastifyPluginAsyncZod<Pick<Services, 'results'>> = async (
  app,
  { results },
) => {
  app.get(
    '/api/results/',
    { preValidation: [app.authenticate], schema: { querystring: resultsQuerySchema } },
    async (request) => results.ofBuyer(request.user, request.query),
  );

  app.get(
    '/api/results.csv',
    {
      preValidation: [app.authenticate],
      schema: { querystring: resultsQuerySchema },
      config: perMember('results-csv', RESULTS_CSV_PER_HOUR, HOUR_MS),
    },
    async (request, reply) => {
      const { fileName, csv } = await results.csv(request.user, request.query);
      return reply
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
