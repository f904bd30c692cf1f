import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  IMAGE_BODY_LIMIT_BYTES,
  applicationsQuerySchema,
  applySchema,
  campaignSchema,
  campaignsQuerySchema,
  idParamSchema,
  reopenCampaignSchema,
} from '@partnerly/shared';
import { EDITS_PER_HOUR, HOUR_MS, budgets, perMember } from '../../lib/route-budgets';
import { UPLOAD_BUDGET } from '../../lib/upload-budget';

/** Drafts saved, opened and closed a member may make in an hour. */
const CAMPAIGN_EDITS_PER_HOUR = 60;

/**
 * api/campaigns/ and api/applications/ (issue 35). Reading open campaigns takes any signed-in
 * member; posting, applying and choosing take Full Access (403).
 */
export const campaignsRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'campaigns' | 'campaignApplications'>
> = async (app, { campaigns, campaignApplications: applications }) => {
  const fullAccess = { preValidation: [app.authenticate, app.requireFullAccess] };
  const byId = { ...fullAccess, schema: { params: idParamSchema } };
  const briefs = perMember('campaigns', CAMPAIGN_EDITS_PER_HOUR, HOUR_MS);
  // A cover is a file: it spends the upload budget every file-carrying route shares.
  const withBody = {
    ...fullAccess,
    bodyLimit: IMAGE_BODY_LIMIT_BYTES,
    config: budgets(briefs, UPLOAD_BUDGET),
  };
  const onBrief = { ...byId, config: briefs };
  // Applying and withdrawing reach the brand; choosing reaches the creator.
  const applying = { ...fullAccess, config: perMember('applications', 60, HOUR_MS) };
  const choosing = { ...byId, config: perMember('application-choices', EDITS_PER_HOUR, HOUR_MS) };

  app.post(
    '/api/campaigns/',
    { ...withBody, schema: { body: campaignSchema } },
    async (request, reply) =>
      reply.code(201).send(await campaigns.create(request.user, request.body)),
  );

  app.get(
    '/api/campaigns/',
    { preValidation: app.authenticate, schema: { querystring: campaignsQuerySchema } },
    async (request) => campaigns.list(request.user, request.query),
  );

  app.get('/api/campaigns/mine/', fullAccess, async (request) => campaigns.mine(request.user));

  app.get(
    '/api/campaigns/:id/',
    { preValidation: app.authenticate, schema: { params: idParamSchema } },
    async (request) => campaigns.get(request.user, request.params.id),
  );

  app.put(
    '/api/campaigns/:id/',
    { ...withBody, schema: { params: idParamSchema, body: campaignSchema } },
    async (request) => campaigns.update(request.user, request.params.id, request.body),
  );

  app.post('/api/campaigns/:id/open/', onBrief, async (request) =>
    campaigns.open(request.user, request.params.id),
  );

  app.post('/api/campaigns/:id/close/', onBrief, async (request) =>
    campaigns.close(request.user, request.params.id),
  );

  app.post(
    '/api/campaigns/:id/reopen/',
    { ...onBrief, schema: { params: idParamSchema, body: reopenCampaignSchema } },
    async (request) => campaigns.reopen(request.user, request.params.id, request.body.wanted),
  );

  app.post(
    '/api/campaigns/:id/apply/',
    { ...applying, schema: { params: idParamSchema, body: applySchema } },
    async (request, reply) =>
      reply.code(201).send(await applications.apply(request.user, request.params.id, request.body)),
  );

  app.delete(
    '/api/campaigns/:id/apply/',
    { ...applying, schema: { params: idParamSchema } },
    async (request) => applications.withdraw(request.user, request.params.id),
  );

  app.get(
    '/api/campaigns/:id/applications/',
    { ...fullAccess, schema: { params: idParamSchema, querystring: applicationsQuerySchema } },
    async (request) => applications.forOwner(request.user, request.params.id, request.query.sort),
  );

  app.get('/api/applications/', fullAccess, async (request) => applications.mine(request.user));

  app.post('/api/applications/:id/shortlist/', choosing, async (request) =>
    applications.shortlist(request.user, request.params.id),
  );

  app.post('/api/applications/:id/decline/', choosing, async (request) =>
    applications.decline(request.user, request.params.id),
  );

  app.post('/api/applications/:id/accept/', choosing, async (request) =>
    applications.accept(request.user, request.params.id),
  );
};
