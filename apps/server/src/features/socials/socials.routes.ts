import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { manualSocialSchema, socialIdSchema, updateSocialSchema } from '@partnerly/shared';
import { EDITS_PER_HOUR, HOUR_MS, perMember } from '../../lib/route-budgets';

/** The owner's social accounts: submit for verification, edit audience, delete. */
export const socialsRoutes: FastifyPluginAsyncZod<Pick<Services, 'socials'>> = async (
  app,
  { socials },
) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  const editing = { ...fullAccess, config: perMember('socials', EDITS_PER_HOUR, HOUR_MS) };

  app.post(
    '/api/manuel_social_media/',
    { ...editing, schema: { body: manualSocialSchema } },
    async (request) => socials.submit(request.user.id, request.body),
  );

  app.delete(
    '/api/manuel_social_media/',
    { ...editing, schema: { body: socialIdSchema } },
    async (request) => {
      await socials.deletePending(request.user.id, request.body.socialId);
      return { detail: 'Deleted.' };
    },
  );

  app.put(
    '/api/social_media/',
    { ...editing, schema: { body: updateSocialSchema } },
    async (request) => socials.updateAudience(request.user.id, request.body),
  );

  app.delete(
    '/api/social_media/',
    { ...editing, schema: { body: socialIdSchema } },
    async (request) => {
      await socials.deleteVerified(request.user.id, request.body.socialId);
      return { detail: 'Deleted.' };
    },
  );
};
