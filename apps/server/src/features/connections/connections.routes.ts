import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  connectCallbackSchema,
  connectParamsSchema,
  type ConnectPlatform,
} from '@partnerly/shared';
import { HOUR_MS, perMember } from '../../lib/route-budgets';

/** The cookie that ties a callback to the browser that pressed Connect. */
const STATE_COOKIE = 'partnerly_connect';

const callbackPath = (platform: ConnectPlatform) => `/api/connect/${platform}/callback/`;

function stateCookieOf(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === STATE_COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * Connecting a platform account (issue 31). Start answers the platform's address for the web
 * app to open (tokens live in local storage, so a plain navigation could not say who is
 * connecting); the state it carries is bound to the member in the database and to the browser
 * by a cookie that only the callback reads, so a callback sent to someone else's browser
 * changes nothing.
 */
export const connectionsRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'connections' | 'config'>
> = async (app, { connections, config }) => {
  const fullAccess = { preHandler: [app.authenticate, app.requireFullAccess] };
  // Each start asks a platform for an authorisation: generous, but not a loop.
  const editing = { ...fullAccess, config: perMember('connections', 60, HOUR_MS) };
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';

  app.get('/api/connect/', fullAccess, async (request) => connections.overview(request.user.id));

  app.post(
    '/api/connect/:platform/start/',
    { ...editing, schema: { params: connectParamsSchema } },
    async (request, reply) => {
      const { platform } = request.params;
      const { state, url } = await connections.start(request.user.id, platform);
      reply.header(
        'set-cookie',
        `${STATE_COOKIE}=${state}; Path=${callbackPath(platform)}; Max-Age=600; HttpOnly; SameSite=Lax${secure}`,
      );
      return reply.code(201).send({ url });
    },
  );

  app.get(
    '/api/connect/:platform/callback/',
    { schema: { params: connectParamsSchema, querystring: connectCallbackSchema } },
    async (request, reply) => {
      const { platform } = request.params;
      const { state } = request.query;
      const sameBrowser = state !== undefined && stateCookieOf(request.headers.cookie) === state;
      const outcome = sameBrowser
        ? await connections.callback(platform, request.query)
        : { error: 'expired' as const };
      reply.header(
        'set-cookie',
        `${STATE_COOKIE}=; Path=${callbackPath(platform)}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
      );
      return reply.redirect(
        'connected' in outcome
          ? `/profile?connected=${outcome.connected}`
          : `/profile?connect_error=${outcome.error}`,
        302,
      );
    },
  );

  app.get(
    '/api/connect/:platform/history/',
    { ...fullAccess, schema: { params: connectParamsSchema } },
    async (request) => connections.history(request.user.id, request.params.platform),
  );

  app.delete(
    '/api/connect/:platform/',
    { ...editing, schema: { params: connectParamsSchema } },
    async (request, reply) => {
      await connections.disconnect(request.user.id, request.params.platform);
      return reply.code(204).send();
    },
  );
};
