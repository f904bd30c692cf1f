import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { MESSAGES, publicContactSchema, settingsContactSchema } from '@partnerly/shared';
import { perIp } from '../../lib/rate-limits';
import { parseBody } from '../../lib/validation';

const CONTACT_LIMIT = perIp(5, 15 * 60_000);

/**
 * Contact messages for the admin console: the public form sends name and e-mail; the
 * settings Contact tab sends only subject and message with the sender's token.
 */
export const contactRoutes: FastifyPluginAsyncZod<Pick<Services, 'contacts'>> = async (
  app,
  { contacts },
) => {
  app.post('/api/contact_us/', { config: CONTACT_LIMIT }, async (request) => {
    if (request.headers.authorization) {
      await app.authenticate(request);
      const { subject, message } = parseBody(settingsContactSchema, request.body);
      const { user } = request;
      await contacts.insert({
        name: user.username,
        email: user.email,
        subject,
        message,
        userId: user.id,
      });
    } else {
      await contacts.insert(parseBody(publicContactSchema, request.body));
    }
    return { detail: MESSAGES.contactReceived };
  });
};
