import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { audienceTargetSchema, audienceVisibilitySchema } from '@partnerly/shared';
import { HOUR_MS, noBudget, perMember } from '../../lib/route-budgets';

/**
 * Changes of who sees the verified audience a creator may make in an hour: a few flips while
 * choosing; each one changes every surface at once, so a script gains nothing by looping.
 */
export const AUDIENCE_VISIBILITY_CHANGES_PER_HOUR = 60;

/** Changes of a brand's audience target in an hour: a few while choosing, then rarely. */
export const AUDIENCE_TARGET_CHANGES_PER_HOUR = 60;

/** The creator's choice of who sees which part of their verified audience (decision 104). */
export const audienceRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'audience' | 'audienceTarget'>
> = async (app, { audience, audienceTarget }) => {
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

  // The brand's audience target (issue 48 point 4): a strict body naming no member, so each
  // call reads or replaces the caller's own; no plan, since searching needs none.
  app.get(
    '/api/audience-target/',
    {
      preValidation: app.authenticate,
      config: noBudget("read-only: the caller's own target"),
    },
    async (request) => audienceTarget.of(request.user.id),
  );

  app.put(
    '/api/audience-target/',
    {
      preValidation: app.authenticate,
      schema: { body: audienceTargetSchema },
      config: perMember('audience-target', AUDIENCE_TARGET_CHANGES_PER_HOUR, HOUR_MS),
    },
    async (request) => audienceTarget.set(request.user.id, request.body, new Date()),
  );
};
