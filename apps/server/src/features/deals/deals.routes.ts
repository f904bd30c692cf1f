import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { parseBody } from '../../lib/validation';
import { agreementPdf } from './agreement.pdf';

/**
 * api/offers/, api/orders/ and the legal name on agreements (issue 32). Full Access members
 * only (403); everything is parsed after that check, so a locked member learns nothing more.
 */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offers, orders, legalNames } = app.services.deals;
  const fullAccess = { preHandler: [app.authenticate, app.requireFullAccess] };
  const idOf = (params: unknown) => parseBody(idParamSchema, params).id;

  app.get('/api/offers/', fullAccess, async (request) => {
    const query = parseBody(offersQuerySchema, request.query);
    return offers.list(request.user, { state: query.state, withName: query.with });
  });

  app.post('/api/offers/', fullAccess, async (request, reply) => {
    const input = parseBody(offerSchema, request.body);
    return reply.code(201).send(await offers.create(request.user, input));
  });

  app.get('/api/offers/:id/', fullAccess, async (request) =>
    offers.get(request.user, idOf(request.params)),
  );

  app.post('/api/offers/:id/accept/', fullAccess, async (request, reply) => {
    const order = await offers.accept(request.user, idOf(request.params));
    return reply.code(201).send({ order });
  });

  app.post('/api/offers/:id/decline/', fullAccess, async (request) =>
    offers.close(request.user, idOf(request.params), 'decline'),
  );

  app.post('/api/offers/:id/withdraw/', fullAccess, async (request) =>
    offers.close(request.user, idOf(request.params), 'withdraw'),
  );

  app.post('/api/offers/:id/counter/', fullAccess, async (request, reply) => {
    const id = idOf(request.params);
    const terms = parseBody(offerTermsSchema, request.body);
    return reply.code(201).send(await offers.counter(request.user, id, terms));
  });

  app.get('/api/orders/', fullAccess, async (request) => {
    const query = parseBody(ordersQuerySchema, request.query);
    return orders.list(request.user, { state: query.state, withName: query.with });
  });

  app.get('/api/orders/:id/', fullAccess, async (request) =>
    orders.get(request.user, idOf(request.params)),
  );

  app.post('/api/orders/:id/deliver/', fullAccess, async (request) => {
    const id = idOf(request.params);
    return orders.deliver(request.user, id, parseBody(deliverSchema, request.body));
  });

  app.post('/api/orders/:id/approve/', fullAccess, async (request) =>
    orders.approve(request.user, idOf(request.params)),
  );

  app.post('/api/orders/:id/request-changes/', fullAccess, async (request) => {
    const id = idOf(request.params);
    const { note } = parseBody(requestChangesSchema, request.body);
    return orders.requestChanges(request.user, id, note);
  });

  app.post('/api/orders/:id/cancel/', fullAccess, async (request) => {
    const id = idOf(request.params);
    const { reason } = parseBody(cancelOrderSchema, request.body);
    return orders.cancel(request.user, id, reason);
  });

  app.post('/api/orders/:id/dispute/', fullAccess, async (request) => {
    const id = idOf(request.params);
    const { reason } = parseBody(disputeSchema, request.body);
    return orders.dispute(request.user, id, reason);
  });

  // The parties keep their agreement whatever their plan; admins read any (404 for others).
  app.get(
    '/api/orders/:id/agreement.pdf',
    { preHandler: app.authenticate },
    async (request, reply) => {
      const parts = await orders.forAgreement(request.user, idOf(request.params));
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

  app.get('/api/account/legal-name/', { preHandler: app.authenticate }, async (request) =>
    legalNames.get(request.user.id),
  );

  app.put('/api/account/legal-name/', { preHandler: app.authenticate }, async (request) => {
    const { legal_name } = parseBody(legalNameSchema, request.body);
    return legalNames.set(request.user.id, legal_name);
  });
};
