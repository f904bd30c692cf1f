import { REPORT_MESSAGES, REVIEW_MESSAGES, type ReportTarget } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/errors';
import type { AuditLog } from '../../lib/audit-log';
import { reportsRepository } from './reports.repository';

/** An admin, as the audit log names them. */
interface Admin {
  id: number;
  username: string;
}

/** What the other features do to a reported thing, inside the report's transaction. */
interface Removers {
  ads: { remove(userId: number, id: number, executor?: Database): Promise<boolean> };
  campaigns: { closeByAdminIn(tx: Tx, admin: Admin, id: number, reason: string): Promise<unknown> };
  chat: { removeMessage(id: number, tx?: Tx): Promise<boolean> };
}

/**
 * The admin's decisions on reports. Each one's work, the reports it closes and its audit line
 * are one transaction (ARCHITECTURE.md, "Audit"): a crash or a failed write leaves all of them
 * or none, never a removal nobody can account for.
 */
export function reportActions({
  db,
  audit,
  removers,
}: {
  db: Database;
  audit: AuditLog;
  removers: Removers;
}) {
  return {
    /** Closes the open reports of a target without acting on it. */
    async dismiss(admin: Admin, target: ReportTarget, id: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const closed = await reportsRepository(tx).resolve(target, id, 'dismissed', admin.id);
        if (!closed) throw notFound();
        await audit.record(
          {
            admin,
            action: 'report.dismiss',
            target: `${target}:${id}`,
            details: { reports: closed.count },
          },
          tx,
        );
      });
    },

    /**
     * Removes the reported ad or message, or closes the reported campaign, and closes its
     * reports. Profiles are suspended instead, reviews hidden with a reason (400).
     */
    async remove(admin: Admin, target: ReportTarget, id: number): Promise<void> {
      if (target === 'user') throw fieldError('target', REPORT_MESSAGES.userNotRemovable);
      if (target === 'review') throw fieldError('target', REVIEW_MESSAGES.hideWithReason);
      await inTransaction(db, async (tx) => {
        const reports = reportsRepository(tx);
        const [open] = await reports.openOn(target, id);
        if (!open) throw notFound();
        if (target === 'ad') {
          await removers.ads.remove(open.targetUserId, id, tx);
        } else if (target === 'campaign') {
          // Closed, not deleted: its applicants keep what they agreed (audited there too).
          await removers.campaigns.closeByAdminIn(tx, admin, id, REPORT_MESSAGES.campaignClosed);
        } else {
          // The chat tells both members once this commits.
          await removers.chat.removeMessage(id, tx);
        }
        const closed = await reports.resolve(target, id, 'removed', admin.id);
        await audit.record(
          {
            admin,
            action: 'report.remove',
            target: `${target}:${id}`,
            details: { reports: closed?.count ?? 0, author: open.targetUserId },
          },
          tx,
        );
      });
    },
  };
}

export type ReportActions = ReturnType<typeof reportActions>;
