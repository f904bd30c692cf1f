import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { profileFilterSchema, searchUserSchema, socialFilterSchema } from '@partnerly/shared';
import { replicaReads } from '../../db/read-routing';
import { noBudget } from '../../lib/route-budgets';
import type { SearchPageJson } from './search.presenter';

/**
 * Search needs a signed-in user but no paid plan (Explorer includes it); a replica answers it
 * unless the searcher has just written (decision 101).
 */
export const searchRoutes: FastifyPluginAsyncZod<Pick<Services, 'search' | 'reads'>> = async (
  app,
  { search, reads },
) => {
  /**
   * A page read on a replica unless the searcher just wrote, built as JSON text (decision 144)
   * and sent as it is.
   */
  const answer = async (userId: number, reply: FastifyReply, read: () => Promise<SearchPageJson>) =>
    reply.type('application/json; charset=utf-8').send(await reads.fromReplica(userId, read));

  const signedIn = {
    preValidation: app.authenticateSession,
    config: {
      ...noBudget('read-only search: POST only because the spec says so'),
      ...replicaReads,
    },
  };

  app.post(
    '/api/search_user/',
    { ...signedIn, schema: { body: searchUserSchema } },
    async (request, reply) =>
      answer(request.userId, reply, () => search.byUsername(request.body, request.userId)),
  );

  app.post(
    '/api/filter_user_by_social/',
    { ...signedIn, schema: { body: socialFilterSchema } },
    async (request, reply) =>
      answer(request.userId, reply, () => search.bySocial(request.body, request.userId)),
  );

  app.post(
    '/api/filter_user/',
    { ...signedIn, schema: { body: profileFilterSchema } },
    async (request, reply) =>
      answer(request.userId, reply, () => search.byProfile(request.body, request.userId)),
  );
};
