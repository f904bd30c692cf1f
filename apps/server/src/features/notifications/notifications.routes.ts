import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { z } from 'zod';
import {
  notificationSettingsSchema,
  pushEndpointBodySchema,
  pushSubscriptionSchema,
  type PushKeyData,
} from '@partnerly/shared';
import { confirmPage, donePage } from './unsubscribe-page';
import { EDITS_PER_HOUR, HOUR_MS, MINUTE_MS, perMember } from '../../lib/route-budgets';
import { perIp } from '../../lib/rate-limits';

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * Settings -> Notifications, browsers' push subscriptions, and the one-click unsubscribe
 * links of notification mails (issue 17).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<Pick<Services, 'notifications'>> = async (
  app,
  { notifications },
) => {
  const auth = { preValidation: app.authenticate };
  const editing = { ...auth, config: perMember('notification-settings', EDITS_PER_HOUR, HOUR_MS) };

  app.get('/api/notification-settings/', auth, async (request) =>
    notifications.settingsOf(request.user.id),
  );

  app.put(
    '/api/notification-settings/',
    { ...editing, schema: { body: notificationSettingsSchema } },
    async (request) => notifications.change(request.user.id, request.body),
  );

  app.get('/api/push/key/', async (): Promise<PushKeyData> => ({
    public_key: app.config.vapid.publicKey,
  }));

  app.post(
    '/api/push/subscriptions/',
    { ...editing, schema: { body: pushSubscriptionSchema } },
    async (request, reply) => {
      await notifications.subscribe(request.user.id, request.body);
      return reply.code(201).send({ endpoint: request.body.endpoint });
    },
  );

  app.delete(
    '/api/push/subscriptions/',
    { ...editing, schema: { body: pushEndpointBodySchema } },
    async (request, reply) => {
      await notifications.unsubscribePush(request.user.id, request.body.endpoint);
      return reply.code(204).send();
    },
  );

  // Mail clients post "List-Unsubscribe=One-Click" as a form (RFC 8058); the body says
  // nothing the token does not, so it is read as text and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get('/api/unsubscribe/:token/', { schema: { params: tokenParams } }, async (request, reply) =>
    reply.type('text/html').send(confirmPage(await notifications.kindOf(request.params.token))),
  );

  // Signed out, from a mail: per address, far above a member pressing a few links.
  app.post(
    '/api/unsubscribe/:token/',
    { schema: { params: tokenParams }, config: perIp(60, 15 * MINUTE_MS) },
    async (request, reply) => {
      const kind = await notifications.unsubscribe(request.params.token);
      return reply
        .type('text/html')
        .send(donePage(kind, `${app.config.publicUrl}/settings?tab=notifications`));
    },
  );
};
