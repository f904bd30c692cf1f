import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import type { FastifyRequest } from 'fastify';
import { analyticsBeaconSchema, analyticsQuerySchema, idParamSchema } from '@partnerly/shared';
import type { Visit } from './analytics.service';
import { noBudget } from '../../lib/route-budgets';

const idParams = idParamSchema;

/**
 * Counting on public profiles (the page's beacons and the /go/ redirects) and the owner's
 * report (issue 19; docs/decisions/027).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'analytics' | 'signer'>
> = async (app, { analytics, signer }) => {
  /** The request as counting sees it; a signed-in viewer is known by their token alone. */
  async function visitOf(request: FastifyRequest): Promise<Visit> {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await signer.verify(token, 'access') : undefined;
    return { ip: request.ip, userAgent: request.headers['user-agent'], viewerId: claims?.user_id };
  }

  // Public beacons that answer 204 whatever happens: counting keeps at most 20 views a day per
  // address and one Contact press per visitor (analytics.service), so a flood stores nothing.
  const beacon = {
    schema: { body: analyticsBeaconSchema },
    config: noBudget('public beacon: counting itself caps what one address stores'),
  };
  app.post('/api/analytics/view/', beacon, async (request, reply) => {
    const { username, referrer, token } = request.body;
    await analytics.view(username, { referrer, token }, await visitOf(request));
    return reply.code(204).send();
  });

  app.post('/api/analytics/contact/', beacon, async (request, reply) => {
    const { username } = request.body;
    await analytics.contact(username, await visitOf(request));
    return reply.code(204).send();
  });

  // Not cached anywhere: every click must reach us to count, and a link hidden since answers 404.
  app.get('/go/:id', { schema: { params: idParams } }, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .redirect(await analytics.linkClick(request.params.id, await visitOf(request)), 302),
  );

  app.get('/go/social/:id', { schema: { params: idParams } }, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .redirect(await analytics.socialClick(request.params.id, await visitOf(request)), 302),
  );

  app.get(
    '/api/analytics/',
    {
      preValidation: [app.authenticate, app.requireFullAccess],
      schema: { querystring: analyticsQuerySchema },
    },
    async (request) => analytics.report(request.user.id, request.query.days),
  );
};
