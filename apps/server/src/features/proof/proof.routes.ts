import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { postHistoryParamsSchema } from '@partnerly/shared';

/**
 * GET api/orders/{id}/posts/{index}/history/ (issue 47): a delivered post's numbers over
 * time, to the order's two members on any plan (a buyer needs none, decision 107), as the
 * order itself (404 for others).
 */
export const proofRoutes: FastifyPluginAsyncZod<Pick<Services, 'orders'>> = async (
  app,
  { orders },
) => {
  app.get(
    '/api/orders/:id/posts/:index/history/',
    {
      preValidation: [app.authenticate],
      schema: { params: postHistoryParamsSchema },
    },
    async (request) => orders.postHistory(request.user, request.params.id, request.params.index),
  );
};
