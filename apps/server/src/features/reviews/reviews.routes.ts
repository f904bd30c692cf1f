import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  hideReviewSchema,
  idParamSchema,
  reviewReplySchema,
  reviewSchema,
} from '@partnerly/shared';
import { ADMIN_ONLY, HOUR_MS, perMember } from '../../lib/route-budgets';

/**
 * Reviews of completed orders (issue 33): the order's two members on any plan, as a buyer
 * needs none (decision 107); the admin hides one (404 for anyone else, before the body is read).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<Pick<Services, 'reviews'>> = async (
  app,
  { reviews },
) => {
  const parties = { preValidation: [app.authenticate] };
  // Reviews and replies reach the other party; one each per order keeps honest use far below.
  const writing = { ...parties, config: perMember('reviews', 60, HOUR_MS) };

  app.get('/api/orders/:id/review/', { ...parties, schema: { params: idParamSchema } }, (request) =>
    reviews.ofOrder(request.user, request.params.id),
  );

  app.post(
    '/api/orders/:id/review/',
    { ...writing, schema: { params: idParamSchema, body: reviewSchema } },
    async (request, reply) =>
      reply.code(201).send(await reviews.write(request.user, request.params.id, request.body)),
  );

  app.post(
    '/api/reviews/:id/reply/',
    { ...writing, schema: { params: idParamSchema, body: reviewReplySchema } },
    async (request, reply) =>
      reply.code(201).send(await reviews.reply(request.user, request.params.id, request.body.text)),
  );

  app.post(
    '/api/admin/reviews/:id/hide/',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParamSchema, body: hideReviewSchema },
      config: ADMIN_ONLY,
    },
    (request) => reviews.hide(request.user, request.params.id, request.body.reason),
  );
};
