import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileFilterSchema, searchUserSchema, socialFilterSchema } from '@partnerly/shared';
import { noBudget } from '../../lib/route-budgets';

/** Search needs a signed-in user but no paid plan (Explorer includes it). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;
  const signedIn = {
    preValidation: app.authenticateSession,
    config: noBudget('read-only search: POST only because the spec says so'),
  };

  app.post(
    '/api/search_user/',
    { ...signedIn, schema: { body: searchUserSchema } },
    async (request) => search.byUsername(request.body),
  );

  app.post(
    '/api/filter_user_by_social/',
    { ...signedIn, schema: { body: socialFilterSchema } },
    async (request) => search.bySocial(request.body),
  );

  app.post(
    '/api/filter_user/',
    { ...signedIn, schema: { body: profileFilterSchema } },
    async (request) => search.byProfile(request.body),
  );
};
