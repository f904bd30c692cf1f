import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import { closeCampaignSchema, idParamSchema } from '@partnerly/shared';
import { ADMIN_ONLY } from '../../lib/route-budgets';

/** Admins close a campaign with a reason (a report, the rules); audited. Admins only (404). */
export const campaignsAdminRoutes: FastifyPluginAsyncZod<Pick<Services, 'campaignsAdmin'>> = async (
  app,
  { campaignsAdmin },
) => {
  // At onRequest, before the body is read: a stranger learns nothing of what a route takes.
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/api/admin/campaigns/:id/close/',
    { config: ADMIN_ONLY, schema: { params: idParamSchema, body: closeCampaignSchema } },
    async (request) =>
      campaignsAdmin.closeByAdmin(request.user, request.params.id, request.body.reason),
  );
};
