import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkIdSchema, linkSchema } from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { presentLink } from './links.repository';

/** Custom links on the owner's profile. */
export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { links } = app.services;
  const fullAccess = { preHandler: [app.authenticate, app.requireFullAccess] };

  app.post('/api/linkview/', { ...fullAccess, schema: { body: linkSchema } }, async (request) =>
    presentLink(await links.add(request.user.id, request.body.text, request.body.link)),
  );

  app.delete(
    '/api/linkview/',
    { ...fullAccess, schema: { body: linkIdSchema } },
    async (request) => {
      if (!(await links.delete(request.user.id, request.body.linkId))) throw notFound();
      return { detail: 'Deleted.' };
    },
  );
};
