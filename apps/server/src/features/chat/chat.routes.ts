import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { addDialogueSchema, dialogueSpamSchema } from '@partnerly/shared';
import { EDITS_PER_HOUR, HOUR_MS, perMember } from '../../lib/route-budgets';

/** Starting a conversation and blocking; the messages themselves travel on the socket. */
export const chatRoutes: FastifyPluginAsyncZod<Pick<Services, 'chat'>> = async (app, { chat }) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };

  app.post(
    '/api/add_dialogue/',
    {
      ...fullAccess,
      schema: { body: addDialogueSchema },
      config: perMember('dialogues', 60, HOUR_MS),
    },
    async (request) => chat.addDialogue(request.user, request.body.username),
  );

  // Blocking protects: a member without Full Access may block whoever sent them an offer.
  app.post(
    '/api/dialogue_spam/',
    {
      preValidation: [app.authenticate],
      schema: { body: dialogueSpamSchema },
      config: perMember('dialogue-spam', EDITS_PER_HOUR, HOUR_MS),
    },
    async (request) => chat.setSpam(request.user, request.body.id, request.body.spam),
  );
};
