import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AD_IMAGE_SIZE, IMAGE_BODY_LIMIT_BYTES, adIdSchema, adSchema } from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { reencodeSquareJpeg } from '../../lib/images';
import { presentAd } from './ads.presenter';

/** The owner's advertisements, shown on the explore page while the profile is public. */
export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ads, media } = app.services;
  const fullAccess = { preHandler: [app.authenticate, app.requireFullAccess] };

  app.post(
    '/api/add_ad/',
    { ...fullAccess, bodyLimit: IMAGE_BODY_LIMIT_BYTES, schema: { body: adSchema } },
    async (request, reply) => {
      const { pp, title, text, cpm } = request.body;
      const imageHash = await media.store(await reencodeSquareJpeg(pp, AD_IMAGE_SIZE));
      const row = await ads.add({
        userId: request.user.id,
        title,
        text,
        cpmCents: Math.round(cpm * 100),
        imageHash,
      });
      return reply.status(201).send(presentAd(row, request.user));
    },
  );

  app.delete('/api/add_ad/', { ...fullAccess, schema: { body: adIdSchema } }, async (request) => {
    const imageHash = await ads.delete(request.user.id, request.body.adId);
    if (!imageHash) throw notFound();
    await media.releaseIfUnused(imageHash);
    return { detail: 'Deleted.' };
  });
};
