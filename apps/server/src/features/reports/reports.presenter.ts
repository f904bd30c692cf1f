import { DELETED_USER, REMOVED_MESSAGE_TEXT } from '@partnerly/shared';
import type { AdminContextMessage, AdminReportGroup } from '@partnerly/shared';
import type { ReportRow } from './reports.repository';

/**
 * Open reports grouped by what they point at, in the order the first report of each arrived.
 * `existing` holds the ids of reported messages, ads, reviews and campaigns still there.
 */
export function presentReportGroups(
  rows: { report: ReportRow; username: string }[],
  existing: { message: Set<number>; ad: Set<number>; review: Set<number>; campaign: Set<number> },
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

/** A message around a reported one; a removed message's text stays hidden from the admin too. */
export function presentContextMessage(row: {
  id: number;
  sender: string | null;
  text: string;
  createdAt: Date;
  removedAt: Date | null;
  deletedAt: Date | null;
  earlier: string[];
}): AdminContextMessage {
  return {
    id: row.id,
    sender: row.sender ?? DELETED_USER,
    date: row.createdAt.toISOString(),
    ...(row.removedAt ? { text: REMOVED_MESSAGE_TEXT, removed: true } : { text: row.text }),
    // Deleted by its sender: the admin still reads it (kept 30 days for reports, issue 34).
    ...(row.deletedAt && !row.removedAt ? { deleted: true as const } : {}),
    ...(row.earlier.length > 0 && !row.removedAt ? { earlier: row.earlier } : {}),
  };
}
