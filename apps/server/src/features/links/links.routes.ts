import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { linkIdSchema, linkOrderSchema, linkSchema, linkVisibilitySchema } from '@partnerly/shared';
import { EDITS_PER_HOUR, HOUR_MS, perMember } from '../../lib/route-budgets';

/** Custom links on the owner's profile. */
export const linksRoutes: FastifyPluginAsyncZod<Pick<Services, 'links'>> = async (
  app,
  { links },
) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  const editing = { ...fullAccess, config: perMember('links', EDITS_PER_HOUR, HOUR_MS) };

  app.post('/api/linkview/', { ...editing, schema: { body: linkSchema } }, async (request) =>
    links.add(request.user.id, request.body.text, request.body.link),
  );

  app.put(
    '/api/linkview/',
    { ...editing, schema: { body: linkVisibilitySchema } },
    async (request) => links.setHidden(request.user.id, request.body.linkId, request.body.hidden),
  );

  app.put(
    '/api/linkview/order/',
    { ...editing, schema: { body: linkOrderSchema } },
    async (request) => links.reorder(request.user.id, request.body.ids),
  );

  app.delete('/api/linkview/', { ...editing, schema: { body: linkIdSchema } }, async (request) => {
    await links.delete(request.user.id, request.body.linkId);
    return { detail: 'Deleted.' };
  });
};
