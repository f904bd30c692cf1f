import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORT_MESSAGES, reportSchema } from '@partnerly/shared';
import { parseBody } from '../../lib/validation';

/** POST /api/report/: any signed-in member reports a profile, a message or an ad. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;

  app.post('/api/report/', { preHandler: app.authenticate }, async (request, reply) => {
    const input = parseBody(reportSchema, request.body);
    const added = await reports.report(request.user.id, input);
    return reply.code(added ? 201 : 200).send({ detail: REPORT_MESSAGES.received });
  });
};
