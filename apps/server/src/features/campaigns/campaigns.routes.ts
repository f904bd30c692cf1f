import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMAGE_BODY_LIMIT_BYTES,
  applicationsQuerySchema,
  applySchema,
  campaignSchema,
  campaignsQuerySchema,
  idParamSchema,
} from '@partnerly/shared';

/**
 * api/campaigns/ and api/applications/ (issue 35). Reading open campaigns takes any signed-in
 * member; posting, applying and choosing take Full Access (403).
 */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { campaigns, applications } = app.services.campaigns;
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  const byId = { ...fullAccess, schema: { params: idParamSchema } };
  const withBody = {
    ...fullAccess,
    bodyLimit: IMAGE_BODY_LIMIT_BYTES,
  };

  app.post(
    '/api/campaigns/',
    { ...withBody, schema: { body: campaignSchema } },
    async (request, reply) =>
      reply.code(201).send(await campaigns.create(request.user, request.body)),
  );

  app.get(
    '/api/campaigns/',
    { preValidation: app.authenticate, schema: { querystring: campaignsQuerySchema } },
    async (request) => campaigns.list(request.user, request.query),
  );

  app.get('/api/campaigns/mine/', fullAccess, async (request) => campaigns.mine(request.user));

  app.get(
    '/api/campaigns/:id/',
    { preValidation: app.authenticate, schema: { params: idParamSchema } },
    async (request) => campaigns.get(request.user, request.params.id),
  );

  app.put(
    '/api/campaigns/:id/',
    { ...withBody, schema: { params: idParamSchema, body: campaignSchema } },
    async (request) => campaigns.update(request.user, request.params.id, request.body),
  );

  app.post('/api/campaigns/:id/open/', byId, async (request) =>
    campaigns.open(request.user, request.params.id),
  );

  app.post('/api/campaigns/:id/close/', byId, async (request) =>
    campaigns.close(request.user, request.params.id),
  );

  app.post(
    '/api/campaigns/:id/apply/',
    { ...fullAccess, schema: { params: idParamSchema, body: applySchema } },
    async (request, reply) =>
      reply.code(201).send(await applications.apply(request.user, request.params.id, request.body)),
  );

  app.delete('/api/campaigns/:id/apply/', byId, async (request) =>
    applications.withdraw(request.user, request.params.id),
  );

  app.get(
    '/api/campaigns/:id/applications/',
    { ...fullAccess, schema: { params: idParamSchema, querystring: applicationsQuerySchema } },
    async (request) => applications.forOwner(request.user, request.params.id, request.query.sort),
  );

  app.get('/api/applications/', fullAccess, async (request) => applications.mine(request.user));

  app.post('/api/applications/:id/shortlist/', byId, async (request) =>
    applications.shortlist(request.user, request.params.id),
  );

  app.post('/api/applications/:id/decline/', byId, async (request) =>
    applications.decline(request.user, request.params.id),
  );

  app.post('/api/applications/:id/accept/', byId, async (request) =>
    applications.accept(request.user, request.params.id),
  );
};
