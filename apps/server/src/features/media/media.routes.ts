import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';

/** GET /media/{hash}.jpg: content-addressed, so cached forever. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const hash = /^([0-9a-f]{64})\.jpg$/.exec(request.params.file)?.[1];
      const image = hash && (await app.services.media.find(hash));
      if (!image) throw notFound();
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(image.bytes));
    },
  );
};
