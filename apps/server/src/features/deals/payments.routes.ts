import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { idParamSchema } from '@partnerly/shared';
import { DEAL_BUDGETS } from './deal-budgets';

/**
 * Getting paid and paying for deals (issue 33): api/payouts/, api/orders/{id}/pay/ and the
 * test mode's stand-ins for Stripe's pages. Getting paid is selling, Full Access only (403);
 * paying is buying, on any plan (decision 107).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'payouts' | 'orderPayments' | 'orders'>
> = async (app, { payouts, orderPayments: payments, orders }) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  const byId = {
    preValidation: [app.authenticate],
    schema: { params: idParamSchema },
    config: DEAL_BUDGETS.orderSteps,
  };
  const payoutLinks = { ...fullAccess, config: DEAL_BUDGETS.payouts };

  app.get('/api/payouts/', fullAccess, async (request) => payouts.status(request.user));

  app.post('/api/payouts/onboard/', payoutLinks, async (request, reply) =>
    reply.code(201).send({ url: await payouts.onboard(request.user) }),
  );

  app.post('/api/payouts/dashboard/', payoutLinks, async (request, reply) =>
    reply.code(201).send({ url: await payouts.dashboard(request.user) }),
  );

  // The test onboarding's "finish" (no Stripe keys, never in production: 404 otherwise).
  app.post('/api/payouts/test/complete/', payoutLinks, async (request) =>
    payouts.completeTestOnboarding(request.user),
  );

  app.post('/api/orders/:id/pay/', byId, async (request, reply) =>
    reply.code(201).send({ url: await payments.pay(request.user, request.params.id) }),
  );

  // The test checkout's "Pay" for an order (no Stripe keys, never in production).
  app.post('/api/orders/:id/pay/test/', byId, async (request) => {
    await payments.completeTestPayment(request.user, request.params.id);
    return orders.get(request.user, request.params.id);
  });
};
