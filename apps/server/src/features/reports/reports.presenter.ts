import type { AdminReportGroup } from '@partnerly/shared';
import type { ReportRow } from './reports.repository';

/**
 * Open reports grouped by what they point at, in the order the first report of each arrived.
 * `existing` holds the ids of reported messages and ads that are still there.
 */
export function presentReportGroups(
  rows: { report: ReportRow; username: string }[],
  existing: { message: Set<number>; ad: Set<number> },
): AdminReportGroup[] {
  const groups = new Map<string, AdminReportGroup>();
  for (const { report, username } of rows) {
    const key = `${report.target}:${report.targetId}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        target: report.target,
        id: report.targetId,
        username,
        preview: report.preview,
        reporters: 0,
        reasons: [],
        details: [],
        first_reported: report.createdAt.toISOString(),
        content_exists: report.target === 'user' || existing[report.target].has(report.targetId),
      };
      groups.set(key, group);
    }
    group.reporters += 1;
    if (!group.reasons.includes(report.reason)) group.reasons.push(report.reason);
    if (report.details) group.details.push(report.details);
  }
  return [...groups.values()];
}
