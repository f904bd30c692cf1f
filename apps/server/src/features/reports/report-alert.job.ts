import type { Mailer } from '../../lib/mailer';
import { reportAlertMail } from './report-alert.mail';
import type { ReportJobs } from './report-job-payloads';
import type { ReportsRepository } from './reports.repository';

const HOUR_MS = 60 * 60_000;

/**
 * Mails every admin about a new report when it is the only open one and no such mail went in
 * the last hour: one nudge when work appears, not one per report.
 */
export function reportAlertJob(repository: ReportsRepository, mailer: Mailer, consoleUrl: string) {
  return async ({ reportId }: ReportJobs['reports.admin-alert']): Promise<void> => {
    const report = await repository.find(reportId);
    if (report?.status !== 'open' || (await repository.openBefore(report))) return;
    if (!(await repository.claimAlert(reportId, new Date(Date.now() - HOUR_MS)))) return;
    for (const email of await repository.adminEmails()) {
      await mailer.send(reportAlertMail(email, consoleUrl));
    }
  };
}
