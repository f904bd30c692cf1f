import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manualSocialSchema, socialIdSchema, updateSocialSchema } from '@partnerly/shared';
import { fieldError, notFound } from '../../lib/errors';
import { presentManualSocial, presentSocial } from './socials.presenter';

/** The owner's social accounts: submit for verification, edit audience, delete. */
export const socialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { socials } = app.services;
  const fullAccess = { preHandler: [app.authenticate, app.requireFullAccess] };

  app.post(
    '/api/manuel_social_media/',
    { ...fullAccess, schema: { body: manualSocialSchema } },
    async (request) => {
      const { socialMedia, socialMediaUsername, tags, countrys } = request.body;
      const userId = request.user.id;
      const duplicate = fieldError('socialMedia', `You already added a ${socialMedia} account.`);
      if (await socials.platformTaken(userId, socialMedia)) throw duplicate;
      const row = await socials.addPending({
        userId,
        platform: socialMedia,
        handle: socialMediaUsername.replace(/^@/, ''),
        tags,
        countries: countrys,
      });
      if (!row) throw duplicate;
      return presentManualSocial(row);
    },
  );

  app.delete(
    '/api/manuel_social_media/',
    { ...fullAccess, schema: { body: socialIdSchema } },
    async (request) => {
      if (!(await socials.deletePending(request.user.id, request.body.socialId))) throw notFound();
      return { detail: 'Deleted.' };
    },
  );

  app.put(
    '/api/social_media/',
    { ...fullAccess, schema: { body: updateSocialSchema } },
    async (request) => {
      const { updateid, tags, countrys } = request.body;
      const row = await socials.updateAudience(request.user.id, updateid, tags, countrys);
      if (!row) throw notFound();
      return presentSocial(row);
    },
  );

  app.delete(
    '/api/social_media/',
    { ...fullAccess, schema: { body: socialIdSchema } },
    async (request) => {
      if (!(await socials.deleteVerified(request.user.id, request.body.socialId))) throw notFound();
      return { detail: 'Deleted.' };
    },
  );
};
