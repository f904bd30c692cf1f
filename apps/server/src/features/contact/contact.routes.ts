import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, publicContactSchema } from '@partnerly/shared';
import { perIp } from '../../lib/rate-limit';
import { contactRepository } from './contact.repository';

const CONTACT_LIMIT = perIp(5, 15 * 60_000);

/** The public contact form: stored for the admin console's Contact tab. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = contactRepository(app.database.db);

  app.post(
    '/api/contact_us/',
    { schema: { body: publicContactSchema }, config: CONTACT_LIMIT },
    async (request) => {
      await contacts.insert(request.body);
      return { detail: MESSAGES.contactReceived };
    },
  );
};
