import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatSearchQuerySchema } from '@partnerly/shared';

/** GET api/chat/search/?q=&before=: search in the member's own conversations. */
export const chatSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/chat/search/',
    {
      preValidation: [app.authenticate, app.requireFullAccess],
      schema: { querystring: chatSearchQuerySchema },
    },
    async (request) => app.services.chatSearch.search(request.user, request.query),
  );
};
