import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_CONTEXT_MESSAGES,
  REPORT_MESSAGES,
  REVIEW_MESSAGES,
  SUSPENSION_MESSAGES,
  idParamSchema,
  reportActionSchema,
  suspendUserSchema,
  unsuspendUserSchema,
} from '@partnerly/shared';
import type { AdminReportedConversation } from '@partnerly/shared';
import { fieldError, notFound } from '../../lib/errors';
import { presentContextMessage, presentReportGroups } from './reports.presenter';
import { ADMIN_ONLY } from '../../lib/route-budgets';

/**
 * The admin Reports tab: open reports by target, dismissed or acted on, and suspending or
 * reinstating an account. Admins only (404).
 */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reportsAdmin, audit, ads, suspensions } = app.services;
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
      const { target, id } = request.body;
      const closed = await reportsAdmin.resolve(target, id, 'dismissed', request.user.id);
      if (!closed) throw notFound();
      await audit.record({
        admin: request.user,
        action: 'report.dismiss',
        target: `${target}:${id}`,
        details: { reports: closed.count },
      });
      return { detail: REPORT_MESSAGES.dismissed };
    },
  );

  app.post(
    '/api/admin/reports/remove/',
    { config: ADMIN_ONLY, schema: { body: reportActionSchema } },
    async (request) => {
      const { target, id } = request.body;
      // Profiles are not removed but suspended.
      if (target === 'user') throw fieldError('target', REPORT_MESSAGES.userNotRemovable);
      // A review is hidden with a reason the audit keeps (api/admin/reviews/{id}/hide/).
      if (target === 'review') throw fieldError('target', REVIEW_MESSAGES.hideWithReason);
      const [open] = await reportsAdmin.openOn(target, id);
      if (!open) throw notFound();
      if (target === 'ad') {
        await ads.remove(open.targetUserId, id);
      } else if (target === 'campaign') {
        // A campaign is closed, not deleted: its applicants keep what they agreed (audited there).
        await app.services.campaigns.campaigns.closeByAdmin(
          request.user,
          id,
          REPORT_MESSAGES.campaignClosed,
        );
      } else {
        // The chat tells both members at once.
        await app.services.chat.removeMessage(id);
      }
      const closed = await reportsAdmin.resolve(target, id, 'removed', request.user.id);
      await audit.record({
        admin: request.user,
        action: 'report.remove',
        target: `${target}:${id}`,
        details: { reports: closed?.count ?? 0, author: open.targetUserId },
      });
      return { detail: REPORT_MESSAGES.removed };
    },
  );

  app.post(
    '/api/admin/suspend-user/',
    { config: ADMIN_ONLY, schema: { body: suspendUserSchema } },
    async (request) => {
      const { username, reason } = request.body;
      const account = await suspensions.suspend(request.user.id, username, reason);
      await audit.record({
        admin: request.user,
        action: 'user.suspend',
        target: `user:${account.id}`,
        details: { username: account.username, reason },
      });
      return { detail: SUSPENSION_MESSAGES.suspended };
    },
  );

  app.post(
    '/api/admin/unsuspend-user/',
    { config: ADMIN_ONLY, schema: { body: unsuspendUserSchema } },
    async (request) => {
      const account = await suspensions.reinstate(request.body.username);
      await audit.record({
        admin: request.user,
        action: 'user.unsuspend',
        target: `user:${account.id}`,
        details: { username: account.username },
      });
      return { detail: SUSPENSION_MESSAGES.reinstated };
    },
  );
};
