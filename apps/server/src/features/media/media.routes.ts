import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { z } from 'zod';
import { MEDIA_VARIANT_TYPES, MEDIA_VARIANT_WIDTHS } from '@partnerly/shared';
import { notFound } from '../../lib/errors';

/** Content-addressed: an address never changes what it serves, so it is cached forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASH = /^[0-9a-f]{64}$/;
const VARIANT = new RegExp(
  `^(${MEDIA_VARIANT_WIDTHS.join('|')})\\.(${Object.keys(MEDIA_VARIANT_TYPES).join('|')})$`,
);

/**
 * GET /media/{hash}.jpg, the stored image the spec's URLs name, and
 * GET /media/{hash}/{width}.{avif|webp|jpg}, its variants (decision 011). Anything else,
 * including an unknown width or format, is a 404.
 */
export const mediaRoutes: FastifyPluginAsyncZod<Pick<Services, 'media'>> = async (
  app,
  { media },
) => {
  app.get(
    '/media/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const hash = /^([0-9a-f]{64})\.jpg$/.exec(request.params.file)?.[1];
      const image = hash && (await media.find(hash));
      if (!image) throw notFound();
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', IMMUTABLE)
        .send(Buffer.from(image.bytes));
    },
  );

  app.get(
    '/media/:hash/:variant',
    { schema: { params: z.object({ hash: z.string(), variant: z.string() }) } },
    async (request, reply) => {
      const { hash, variant } = request.params;
      const match = HASH.test(hash) ? VARIANT.exec(variant) : null;
      if (!match) throw notFound();
      const format = match[2] as keyof typeof MEDIA_VARIANT_TYPES;
      const bytes = await media.variant(hash, Number(match[1]), format);
      if (!bytes) throw notFound();
      return reply
        .header('Content-Type', MEDIA_VARIANT_TYPES[format])
        .header('Cache-Control', IMMUTABLE)
        .send(Buffer.from(bytes));
    },
  );
};
