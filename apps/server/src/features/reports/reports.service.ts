import { REPORT_MESSAGES, type ReportTarget, type reportSchema } from '@partnerly/shared';
import type { z } from 'zod';
import { nonFieldError, notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { ReportJobs } from './report-job-payloads';
import type { RateLimits } from '../../lib/rate-limits';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { reportsRepository, type ReportedContent } from './reports.repository';

type ReportRequest = z.output<typeof reportSchema>;

/** Enough for a burst of spam in a chat, too few to flood the admins. */
const REPORTS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;

/** Reports from members: checked, stored once per reporter and target, admins alerted. */
export function reportsService({
  db,
  limits,
  jobs,
}: {
  db: Database;
  limits: RateLimits;
  jobs: JobQueue<ReportJobs>;
}) {
  const repository = reportsRepository(db);
  const reportsPerMember = limits.limit('report', REPORTS_PER_HOUR, HOUR_MS);

  function reported(
    reporterId: number,
    input: ReportRequest,
  ): Promise<ReportedContent | undefined> {
    if (input.target === 'user') return repository.user(input.username ?? '');
    if (input.target === 'message') return repository.message(reporterId, input.id ?? 0);
    if (input.target === 'review') return repository.review(input.id ?? 0);
    if (input.target === 'campaign') return repository.campaign(input.id ?? 0);
    return repository.ad(input.id ?? 0);
  }

  return {
    /** Stores the report; false when the reporter already had it open (nothing added). */
    async report(reporterId: number, input: ReportRequest): Promise<boolean> {
      await reportsPerMember.consume(String(reporterId));
      const content = await reported(reporterId, input);
      if (!content) throw notFound();
      if (content.targetUserId === reporterId) throw nonFieldError(REPORT_MESSAGES.self);
      const target: ReportTarget = input.target;
      // The report and the admins' alert are stored together, or neither.
      return inTransaction(db, async (tx) => {
        const row = await reportsRepository(tx).add({
          reporterId,
          target,
          targetId: target === 'user' ? content.targetUserId : (input.id ?? 0),
          targetUserId: content.targetUserId,
          reason: input.reason,
          details: input.details ?? '',
          preview: content.preview,
        });
        if (!row) return false;
        await jobs.enqueue('reports.admin-alert', { reportId: row.id }, { tx });
        return true;
      });
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
