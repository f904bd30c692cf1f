import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileFilterSchema, searchUserSchema, socialFilterSchema } from '@partnerly/shared';
import { presentSearchPage } from './search.presenter';

/** Search needs a signed-in user but no paid plan (Explorer includes it). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;
  const signedIn = { preHandler: app.authenticateSession };

  app.post(
    '/api/search_user/',
    { ...signedIn, schema: { body: searchUserSchema } },
    async (request) => {
      const { name, range } = request.body;
      if (!name) return { data: [], isover: true };
      return presentSearchPage(await search.byUsername(name, { range }));
    },
  );

  app.post(
    '/api/filter_user_by_social/',
    { ...signedIn, schema: { body: socialFilterSchema } },
    async (request) => {
      const { socialMedia, minFollowers, maxFollowers, countrys, tags, sort, maxPrice, range } =
        request.body;
      return presentSearchPage(
        await search.bySocial(
          {
            platform: socialMedia,
            minFollowers,
            maxFollowers,
            countries: countrys,
            tags,
            sort,
            maxPrice,
          },
          { range },
        ),
      );
    },
  );

  app.post(
    '/api/filter_user/',
    { ...signedIn, schema: { body: profileFilterSchema } },
    async (request) => {
      const { countrys_p, tags_p, checked, range } = request.body;
      return presentSearchPage(
        await search.byProfile(
          { countries: countrys_p, tags: tags_p, creatorsOnly: checked },
          { range },
        ),
      );
    },
  );
};
