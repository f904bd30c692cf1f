import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { z } from 'zod';
import {
  ADMIN_LISTS,
  addUserSchema,
  adminIdBodySchema,
  adminListQuerySchema,
  createPromoSchema,
  followersUpdateSchema,
  idParamSchema,
} from '@partnerly/shared';
import { ADMIN_ONLY } from '../../lib/route-budgets';

/** The admin console's API. Every route answers 404 to anyone who is not an admin. */
export const adminRoutes: FastifyPluginAsyncZod<Pick<Services, 'adminConsole'>> = async (
  app,
  { adminConsole },
) => {
  // At onRequest, before the body is read: a stranger learns nothing of what a route takes.
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/data/', async () => adminConsole.data());

  app.get(
    '/api/admin/list/:list/',
    {
      schema: {
        params: z.object({ list: z.enum(ADMIN_LISTS) }),
        querystring: adminListQuerySchema,
      },
    },
    async (request) => adminConsole.page(request.params.list, request.query.offset),
  );

  app.delete(
    '/api/admin/delete-contact/:id',
    { config: ADMIN_ONLY, schema: { params: idParamSchema } },
    async (request) => {
      await adminConsole.deleteContact(request.user, request.params.id);
      return { detail: 'Deleted.' };
    },
  );

  app.post(
    '/api/admin/create-promo/',
    { config: ADMIN_ONLY, schema: { body: createPromoSchema } },
    async (request, reply) =>
      reply.status(201).send(await adminConsole.createPromo(request.user, request.body)),
  );

  app.delete(
    '/api/admin/delete-promo/:id',
    { config: ADMIN_ONLY, schema: { params: idParamSchema } },
    async (request) => {
      await adminConsole.deletePromo(request.user, request.params.id);
      return { detail: 'Deleted.' };
    },
  );

  app.post(
    '/api/admin/manuel_social_media/',
    { config: ADMIN_ONLY, schema: { body: followersUpdateSchema } },
    async (request) =>
      adminConsole.acceptSocial(request.user, request.body.id, request.body.followers),
  );

  app.delete(
    '/api/admin/manuel_social_media/',
    { config: ADMIN_ONLY, schema: { body: adminIdBodySchema } },
    async (request) => {
      await adminConsole.declineSocial(request.user, request.body.id);
      return { detail: 'Declined.' };
    },
  );

  app.put(
    '/api/admin/update_socials/',
    { config: ADMIN_ONLY, schema: { body: followersUpdateSchema } },
    async (request) => {
      await adminConsole.updateFollowers(request.user, request.body.id, request.body.followers);
      return { detail: 'Updated.' };
    },
  );

  app.post(
    '/api/admin/update_socials/',
    { config: ADMIN_ONLY, schema: { body: adminIdBodySchema } },
    async (request) => {
      await adminConsole.deleteSocial(request.user, request.body.id);
      return { detail: 'Deleted.' };
    },
  );

  app.post(
    '/api/admin/add-user/',
    { config: ADMIN_ONLY, schema: { body: addUserSchema } },
    async (request, reply) =>
      reply.status(201).send(await adminConsole.addUser(request.user, request.body)),
  );
};
