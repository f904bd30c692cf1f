import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../modules/registry';
import {
  REPORT_CONTEXT_MESSAGES,
  REPORT_MESSAGES,
  SUSPENSION_MESSAGES,
  idParamSchema,
  reportActionSchema,
  suspendUserSchema,
  unsuspendUserSchema,
} from '@partnerly/shared';
import type { AdminReportedConversation } from '@partnerly/shared';
import { notFound } from '../../lib/errors';
import { presentContextMessage, presentReportGroups } from './reports.presenter';
import { ADMIN_ONLY } from '../../lib/route-budgets';

/**
 * The admin Reports tab: open reports by target, dismissed or acted on, and suspending or
 * reinstating an account. Admins only (404).
 */
export const reportsAdminRoutes: FastifyPluginAsyncZod<
  Pick<Services, 'reportsAdmin' | 'reportActions' | 'audit' | 'suspensions'>
> = async (app, { reportsAdmin, reportActions, audit, suspensions }) => {
  // At onRequest, before the body is read: a stranger learns nothing of what a route takes.
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/reports/', async () => {
    const rows = await reportsAdmin.openReports();
    const idsOf = (target: 'message' | 'ad' | 'review' | 'campaign') =>
      rows.filter(({ report }) => report.target === target).map(({ report }) => report.targetId);
    const [message, ad, review, campaign] = await Promise.all([
      reportsAdmin.existing('message', idsOf('message')),
      reportsAdmin.existing('ad', idsOf('ad')),
      reportsAdmin.existing('review', idsOf('review')),
      reportsAdmin.existing('campaign', idsOf('campaign')),
    ]);
    return { reports: presentReportGroups(rows, { message, ad, review, campaign }) };
  });

  // What came before and after a reported message: a report alone rarely shows who started it.
  app.get(
    '/api/admin/reports/messages/:id/',
    { schema: { params: idParamSchema } },
    async (request) => {
      const { id } = request.params;
      const conversation = await reportsAdmin.reportedConversation(id, REPORT_CONTEXT_MESSAGES);
      if (!conversation) throw notFound();
      // Reading members' private messages leaves a trace.
      await audit.record({ admin: request.user, action: 'report.read', target: `message:${id}` });
      return {
        reported: id,
        members: conversation.members,
        messages: conversation.messages.map(presentContextMessage),
      } satisfies AdminReportedConversation;
    },
  );

  app.post(
    '/api/admin/reports/dismiss/',
    { config: ADMIN_ONLY, schema: { body: reportActionSchema } },
    async (request) => {
      await reportActions.dismiss(request.user, request.body.target, request.body.id);
      return { detail: REPORT_MESSAGES.dismissed };
    },
  );

  app.post(
    '/api/admin/reports/remove/',
    { config: ADMIN_ONLY, schema: { body: reportActionSchema } },
    async (request) => {
      await reportActions.remove(request.user, request.body.target, request.body.id);
      return { detail: REPORT_MESSAGES.removed };
    },
  );

  app.post(
    '/api/admin/suspend-user/',
    { config: ADMIN_ONLY, schema: { body: suspendUserSchema } },
    async (request) => {
      await suspensions.suspend(request.user, request.body.username, request.body.reason);
      return { detail: SUSPENSION_MESSAGES.suspended };
    },
  );

  app.post(
    '/api/admin/unsuspend-user/',
    { config: ADMIN_ONLY, schema: { body: unsuspendUserSchema } },
    async (request) => {
      await suspensions.reinstate(request.user, request.body.username);
      return { detail: SUSPENSION_MESSAGES.reinstated };
    },
  );
};
