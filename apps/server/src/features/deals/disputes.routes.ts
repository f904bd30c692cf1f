import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  disputeCaseSchema,
  idParamSchema,
  proposeSplitSchema,
  settleSplitSchema,
} from '@partnerly/shared';
import { DEAL_BUDGETS } from './deal-budgets';

/**
 * The resolution centre (issue 53, point 4; decision 106): an order's dispute, each side's
 * case, a withdrawal, a split proposed and confirmed. Full Access members, as every order
 * step (403); another member's order is a 404; the admin reads the dispute beside the order.
 */
export const disputesRoutes: FastifyPluginAsyncZod<Pick<Services, 'disputes'>> = async (
  app,
  { disputes },
) => {
  // Either side may be on any plan: buying needs none (decision 107); the order's two
  // members only (404 for anyone else).
  const party = { preValidation: [app.authenticate] };
  const step = { ...party, config: DEAL_BUDGETS.disputes };

  app.get('/api/orders/:id/dispute/', { ...party, schema: { params: idParamSchema } }, (request) =>
    disputes.view(request.user, request.params.id),
  );

  app.put(
    '/api/orders/:id/dispute/case/',
    { ...step, schema: { params: idParamSchema, body: disputeCaseSchema } },
    (request) => disputes.stateCase(request.user, request.params.id, request.body.text),
  );

  app.post(
    '/api/orders/:id/dispute/withdraw/',
    { ...step, schema: { params: idParamSchema } },
    (request) => disputes.withdraw(request.user, request.params.id),
  );

  app.post(
    '/api/orders/:id/dispute/proposal/',
    { ...step, schema: { params: idParamSchema, body: proposeSplitSchema } },
    (request) => disputes.propose(request.user, request.params.id, request.body.seller_amount),
  );

  app.post(
    '/api/orders/:id/dispute/settle/',
    { ...step, schema: { params: idParamSchema, body: settleSplitSchema } },
    (request) => disputes.settle(request.user, request.params.id, request.body.seller_amount),
  );

  // The admin's dispute view: admins only, 404 to anyone else before anything is read.
  app.get(
    '/api/admin/orders/:id/dispute/',
    { onRequest: app.requireAdmin, schema: { params: idParamSchema } },
    (request) => disputes.adminView(request.params.id),
  );
};
