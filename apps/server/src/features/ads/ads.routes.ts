import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_BODY_LIMIT_BYTES, adIdSchema, adSchema } from '@partnerly/shared';
import { notFound } from '../../lib/errors';

/** The owner's advertisements, shown on the explore page while the profile is public. */
export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ads } = app.services;
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };

  app.post(
    '/api/add_ad/',
    { ...fullAccess, bodyLimit: IMAGE_BODY_LIMIT_BYTES, schema: { body: adSchema } },
    async (request, reply) => {
      const { pp, title, text, cpm } = request.body;
      return reply.status(201).send(await ads.add(request.user, { title, text, cpm, picture: pp }));
    },
  );

  app.delete('/api/add_ad/', { ...fullAccess, schema: { body: adIdSchema } }, async (request) => {
    if (!(await ads.remove(request.user.id, request.body.adId))) throw notFound();
    return { detail: 'Deleted.' };
  });
};
