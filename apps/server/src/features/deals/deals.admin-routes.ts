import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { adminOrdersQuerySchema, idParamSchema, resolveDisputeSchema } from '@partnerly/shared';
import { ADMIN_ONLY } from '../../lib/route-budgets';

/**
 * The admin Deals tab: orders (open disputes first), resolving a dispute, and the payments
 * whose release or refund keeps failing. Admins only (404).
 */
export const dealsAdminRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'ordersAdmin' | 'paymentSettlements'>
> = async (app, { ordersAdmin, paymentSettlements }) => {
  const byId = { schema: { params: idParamSchema } };
  // At onRequest, before the body is read: a stranger learns nothing of what a route takes.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/orders/',
    { schema: { querystring: adminOrdersQuerySchema } },
    async (request) => ordersAdmin.adminList(request.query.state, request.query.q),
  );

  app.get('/api/admin/orders/:id/', { schema: { params: idParamSchema } }, async (request) =>
    ordersAdmin.adminDetail(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/resolve/',
    { config: ADMIN_ONLY, schema: { params: idParamSchema, body: resolveDisputeSchema } },
    async (request) =>
      ordersAdmin.resolve(
        request.user,
        request.params.id,
        request.body.outcome,
        request.body.note,
        request.body.refund_amount,
      ),
  );

  app.get('/api/admin/payment-problems/', async () => paymentSettlements.problems());

  app.post(
    '/api/admin/payment-problems/:id/retry/',
    { ...byId, config: ADMIN_ONLY },
    async (request, reply) => {
      await paymentSettlements.retry(request.user, request.params.id);
      return reply.code(202).send({ detail: 'The payment will be tried again.' });
    },
  );
};
