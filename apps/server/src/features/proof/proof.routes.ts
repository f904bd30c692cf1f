import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postHistoryParamsSchema } from '@partnerly/shared';

/**
 * GET api/orders/{id}/posts/{index}/history/ (issue 47): a delivered post's numbers over
 * time, to the order's two members on any plan (a buyer needs none, decision 107), as the
 * order itself (404 for others).
 */
export const proofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/posts/:index/history/',
    {
      preValidation: [app.authenticate],
      schema: { params: postHistoryParamsSchema },
    },
    async (request) =>
      app.services.deals.orders.postHistory(request.user, request.params.id, request.params.index),
  );
};
