import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { IMAGE_BODY_LIMIT_BYTES, adIdSchema, adSchema } from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { EDITS_PER_HOUR, HOUR_MS, budgets, perMember } from '../../lib/route-budgets';
import { UPLOAD_BUDGET } from '../../lib/upload-budget';

/** The owner's advertisements, shown on the explore page while the profile is public. */
export const adsRoutes: FastifyPluginAsyncZod<Pick<Services, 'ads'>> = async (app, { ads }) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  const adEdits = perMember('ads', EDITS_PER_HOUR, HOUR_MS);

  app.post(
    '/api/add_ad/',
    {
      ...fullAccess,
      bodyLimit: IMAGE_BODY_LIMIT_BYTES,
      schema: { body: adSchema },
      config: budgets(adEdits, UPLOAD_BUDGET),
    },
    async (request, reply) => {
      const { pp, title, text, cpm } = request.body;
      return reply.status(201).send(await ads.add(request.user, { title, text, cpm, picture: pp }));
    },
  );

  const removing = { ...fullAccess, schema: { body: adIdSchema }, config: adEdits };
  app.delete('/api/add_ad/', removing, async (request) => {
    if (!(await ads.remove(request.user.id, request.body.adId))) throw notFound();
    return { detail: 'Deleted.' };
  });
};
