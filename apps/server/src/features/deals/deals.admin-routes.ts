import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrdersQuerySchema, idParamSchema, resolveDisputeSchema } from '@partnerly/shared';

/** The admin Deals tab: orders (open disputes first) and resolving a dispute. Admins only (404). */
export const dealsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deals } = app.services;
  // At onRequest, before the body is read: a stranger learns nothing of what a route takes.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/orders/',
    { schema: { querystring: adminOrdersQuerySchema } },
    async (request) => deals.orders.adminList(request.query.state, request.query.q),
  );

  app.get('/api/admin/orders/:id/', { schema: { params: idParamSchema } }, async (request) =>
    deals.orders.adminDetail(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/resolve/',
    { schema: { params: idParamSchema, body: resolveDisputeSchema } },
    async (request) =>
      deals.orders.resolve(
        request.user,
        request.params.id,
        request.body.outcome,
        request.body.note,
      ),
  );
};
