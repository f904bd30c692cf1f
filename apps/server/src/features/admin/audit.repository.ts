import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export interface AuditEntry {
  /** 'partnerly': a job acting for Partnerly, such as a deal payment's release. */
  admin: { id: number; username: string } | 'cli' | 'partnerly';
  action: string;
  target: string;
  details?: Record<string, unknown>;
}

/** The admin audit log: written on every admin action, read by `npm run admin -- audit`. */
export function auditRepository(db: Database) {
  return {
    /** Writes an entry; with `executor`, inside the transaction of the change it records. */
    async record(entry: AuditEntry, executor: Database = db) {
      await executor.insert(adminAuditLog).values({
        adminId: typeof entry.admin === 'string' ? null : entry.admin.id,
        adminName:
          entry.admin === 'cli'
            ? 'command line'
            : entry.admin === 'partnerly'
              ? 'Partnerly'
              : entry.admin.username,
        action: entry.action,
        target: entry.target,
        details: entry.details ?? null,
      });
    },

    async latest(limit: number) {
      return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
