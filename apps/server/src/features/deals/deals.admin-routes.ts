import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrdersQuerySchema, idParamSchema, resolveDisputeSchema } from '@partnerly/shared';
import { parseBody } from '../../lib/validation';

/** The admin Deals tab: orders (open disputes first) and resolving a dispute. Admins only (404). */
export const dealsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deals, audit } = app.services;
  // At onRequest, before the body is read: a stranger learns nothing of what a route takes.
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/orders/', async (request) => {
    const { state, q } = parseBody(adminOrdersQuerySchema, request.query);
    return deals.orders.adminList(state, q);
  });

  app.get('/api/admin/orders/:id/', async (request) =>
    deals.orders.adminDetail(parseBody(idParamSchema, request.params).id),
  );

  app.post('/api/admin/orders/:id/resolve/', async (request) => {
    const { id } = parseBody(idParamSchema, request.params);
    const { outcome, note } = parseBody(resolveDisputeSchema, request.body);
    const order = await deals.orders.resolve(id, outcome, note);
    await audit.record({
      admin: request.user,
      action: 'order.resolve',
      target: `order:${id}`,
      details: { outcome, note },
    });
    return order;
  });
};
