import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkIdSchema, linkOrderSchema, linkSchema, linkVisibilitySchema } from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { presentOwnLink } from './links.presenter';

/** Custom links on the owner's profile. */
export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { links } = app.services;
  const fullAccess = { preHandler: [app.authenticate, app.requireFullAccess] };

  app.post('/api/linkview/', { ...fullAccess, schema: { body: linkSchema } }, async (request) =>
    presentOwnLink(await links.add(request.user.id, request.body.text, request.body.link)),
  );

  /** Hides a link from the public page (it stays on /profile) or shows it again. */
  app.put(
    '/api/linkview/',
    { ...fullAccess, schema: { body: linkVisibilitySchema } },
    async (request) => {
      const row = await links.setHidden(request.user.id, request.body.linkId, request.body.hidden);
      if (!row) throw notFound();
      return presentOwnLink(row);
    },
  );

  /** Stores the owner's order; any id that is not one of their links changes nothing (404). */
  app.put(
    '/api/linkview/order/',
    { ...fullAccess, schema: { body: linkOrderSchema } },
    async (request) => {
      if (!(await links.reorder(request.user.id, request.body.ids))) throw notFound();
      return (await links.list(request.user.id)).map(presentOwnLink);
    },
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
