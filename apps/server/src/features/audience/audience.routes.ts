import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { audienceVisibilitySchema } from '@partnerly/shared';
import { HOUR_MS, perMember } from '../../lib/route-budgets';

/**
 * Changes of who sees the verified audience a creator may make in an hour: a few flips while
 * choosing; each one changes every surface at once, so a script gains nothing by looping.
 */
export const AUDIENCE_VISIBILITY_CHANGES_PER_HOUR = 60;

/** The creator's choice of who sees which part of their verified audience (decision 104). */
export const audienceRoutes: FastifyPluginAsyncZod<Pick<Services, 'audience'>> = async (
  app,
  { audience },
) => {
  app.put(
    '/api/audience-visibility/',
    {
      // Like every profile edit: Full Access (403 otherwise), checked before the body is read.
      preValidation: [app.authenticate, app.requireFullAccess],
      schema: { body: audienceVisibilitySchema },
      config: perMember('audience-visibility', AUDIENCE_VISIBILITY_CHANGES_PER_HOUR, HOUR_MS),
    },
    async (request) => audience.setVisibility(request.user.id, request.body),
  );
};
