import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { REPORT_MESSAGES, reportSchema } from '@partnerly/shared';
import { noBudget } from '../../lib/route-budgets';

/** POST /api/report/: any signed-in member reports a profile, a message or an ad. */
export const reportsRoutes: FastifyPluginAsyncZod<Pick<Services, 'reports'>> = async (
  app,
  { reports },
) => {
  app.post(
    '/api/report/',
    {
      preValidation: app.authenticate,
      schema: { body: reportSchema },
      config: noBudget('counted in the reports service: REPORTS_PER_HOUR per member'),
    },
    async (request, reply) => {
      const added = await reports.report(request.user.id, request.body);
      return reply.code(added ? 201 : 200).send({ detail: REPORT_MESSAGES.received });
    },
  );
};
