import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkIdSchema, linkOrderSchema, linkSchema, linkVisibilitySchema } from '@partnerly/shared';

/** Custom links on the owner's profile. */
export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { links } = app.services;
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };

  app.post('/api/linkview/', { ...fullAccess, schema: { body: linkSchema } }, async (request) =>
    links.add(request.user.id, request.body.text, request.body.link),
  );

  app.put(
    '/api/linkview/',
    { ...fullAccess, schema: { body: linkVisibilitySchema } },
    async (request) => links.setHidden(request.user.id, request.body.linkId, request.body.hidden),
  );

  app.put(
    '/api/linkview/order/',
    { ...fullAccess, schema: { body: linkOrderSchema } },
    async (request) => links.reorder(request.user.id, request.body.ids),
  );

  app.delete(
    '/api/linkview/',
    { ...fullAccess, schema: { body: linkIdSchema } },
    async (request) => {
      await links.delete(request.user.id, request.body.linkId);
      return { detail: 'Deleted.' };
    },
  );
};
