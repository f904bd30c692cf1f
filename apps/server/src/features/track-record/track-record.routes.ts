import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultsVisibilitySchema } from '@partnerly/shared';
import { HOUR_MS, perMember } from '../../lib/route-budgets';
import type { Services } from '../../modules/registry';

/** Flips of the results' visibility a creator may make in an hour: a few while choosing. */
export const RESULTS_VISIBILITY_CHANGES_PER_HOUR = 60;

/** PUT api/results-visibility/ {hidden}: the creator hides or shows their verified results. */
export const trackRecordRoutes: FastifyPluginAsyncZod<Pick<Services, 'trackRecords'>> = async (
  app,
  { trackRecords },
) => {
  app.put(
    '/api/results-visibility/',
    {
      // Like every profile edit: Full Access (403 otherwise), checked before the body is read.
      preValidation: [app.authenticate, app.requireFullAccess],
      schema: { body: resultsVisibilitySchema },
      config: perMember('results-visibility', RESULTS_VISIBILITY_CHANGES_PER_HOUR, HOUR_MS),
    },
    async (request) => {
      await trackRecords.setHidden(request.user.id, request.body.hidden);
      return trackRecords.ownOf(request.user.id);
    },
  );
};
