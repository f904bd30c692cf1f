import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { chatSearchQuerySchema } from '@partnerly/shared';

/** GET api/chat/search/?q=&before=: search in the member's own conversations. */
export const chatSearchRoutes: FastifyPluginAsyncZod<Pick<Services, 'chatSearch'>> = async (
  app,
  { chatSearch },
) => {
  app.get(
    '/api/chat/search/',
    {
      preValidation: [app.authenticate, app.requireFullAccess],
      schema: { querystring: chatSearchQuerySchema },
    },
    async (request) => chatSearch.search(request.user, request.query),
  );
};
