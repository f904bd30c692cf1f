import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  cancelOrderSchema,
  deliverSchema,
  disputeSchema,
  idParamSchema,
  legalNameSchema,
  offerSchema,
  offerTermsSchema,
  offersQuerySchema,
  orderNumber,
  ordersQuerySchema,
  requestChangesSchema,
} from '@partnerly/shared';
import { agreementPdf } from './agreement.pdf';
import { DEAL_BUDGETS } from './deal-budgets';

/**
 * api/offers/, api/orders/ and the legal name on agreements (issue 32). Buying needs no plan,
 * selling needs Full Access (decision 107): the routes ask for a session, the services refuse
 * (403) an offer made, accepted or countered as the seller without Full Access; delivering is
 * the seller's alone and keeps the plan guard. Bodies, queries and ids are validated by each
 * route's schema.
 */
export const dealsRoutes: FastifyPluginAsyncZod<
  Pick<
    Services,
    'offers' | 'offerViews' | 'orders' | 'orderActions' | 'orderAgreements' | 'legalNames'
  >
> = async (app, { offers, offerViews, orders, orderActions, orderAgreements, legalNames }) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  const signedIn = { preValidation: [app.authenticate] };
  const byId = { ...signedIn, schema: { params: idParamSchema } };

  app.get(
    '/api/offers/',
    { ...signedIn, schema: { querystring: offersQuerySchema } },
    async (request) =>
      offerViews.list(request.user, { state: request.query.state, withName: request.query.with }),
  );

  app.post(
    '/api/offers/',
    { ...signedIn, schema: { body: offerSchema }, config: DEAL_BUDGETS.offers },
    async (request, reply) => reply.code(201).send(await offers.create(request.user, request.body)),
  );

  app.get('/api/offers/:id/', byId, async (request) =>
    offerViews.get(request.user, request.params.id),
  );

  app.post(
    '/api/offers/:id/accept/',
    { ...byId, config: DEAL_BUDGETS.offerReplies },
    async (request, reply) => {
      const order = await offers.accept(request.user, request.params.id);
      return reply.code(201).send({ order });
    },
  );

  app.post(
    '/api/offers/:id/decline/',
    { ...byId, config: DEAL_BUDGETS.offerReplies },
    async (request) => offers.close(request.user, request.params.id, 'decline'),
  );

  app.post(
    '/api/offers/:id/withdraw/',
    { ...byId, config: DEAL_BUDGETS.offerReplies },
    async (request) => offers.close(request.user, request.params.id, 'withdraw'),
  );

  app.post(
    '/api/offers/:id/counter/',
    {
      ...signedIn,
      schema: { params: idParamSchema, body: offerTermsSchema },
      config: DEAL_BUDGETS.offerReplies,
    },
    async (request, reply) =>
      reply.code(201).send(await offers.counter(request.user, request.params.id, request.body)),
  );

  app.get(
    '/api/orders/',
    { ...signedIn, schema: { querystring: ordersQuerySchema } },
    async (request) =>
      orders.list(request.user, { state: request.query.state, withName: request.query.with }),
  );

  app.get('/api/orders/:id/', byId, async (request) => orders.get(request.user, request.params.id));

  app.post(
    '/api/orders/:id/deliver/',
    {
      ...fullAccess,
      schema: { params: idParamSchema, body: deliverSchema },
      config: DEAL_BUDGETS.orderSteps,
    },
    async (request) => orderActions.deliver(request.user, request.params.id, request.body),
  );

  app.post(
    '/api/orders/:id/approve/',
    { ...byId, config: DEAL_BUDGETS.orderSteps },
    async (request) => orderActions.approve(request.user, request.params.id),
  );

  app.post(
    '/api/orders/:id/request-changes/',
    {
      ...signedIn,
      schema: { params: idParamSchema, body: requestChangesSchema },
      config: DEAL_BUDGETS.orderSteps,
    },
    async (request) =>
      orderActions.requestChanges(request.user, request.params.id, request.body.note),
  );

  app.post(
    '/api/orders/:id/cancel/',
    {
      ...signedIn,
      schema: { params: idParamSchema, body: cancelOrderSchema },
      config: DEAL_BUDGETS.orderSteps,
    },
    async (request) => orderActions.cancel(request.user, request.params.id, request.body.reason),
  );

  app.post(
    '/api/orders/:id/dispute/',
    {
      ...signedIn,
      schema: { params: idParamSchema, body: disputeSchema },
      config: DEAL_BUDGETS.orderSteps,
    },
    async (request) => orderActions.dispute(request.user, request.params.id, request.body.reason),
  );

  // The parties keep their agreement whatever their plan; admins read any (404 for others).
  app.get(
    '/api/orders/:id/agreement.pdf',
    { preValidation: app.authenticate, schema: { params: idParamSchema } },
    async (request, reply) => {
      const parts = await orderAgreements.forAgreement(request.user, request.params.id);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="agreement-${orderNumber(parts.order.id)}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(await agreementPdf(parts));
    },
  );

  app.get('/api/account/legal-name/', { preValidation: app.authenticate }, async (request) =>
    legalNames.get(request.user.id),
  );

  app.put(
    '/api/account/legal-name/',
    {
      preValidation: app.authenticate,
      schema: { body: legalNameSchema },
      config: DEAL_BUDGETS.legalName,
    },
    async (request) => legalNames.set(request.user.id, request.body.legal_name),
  );
};
