import type { Tx } from '../db/transaction';

/**
 * The admin audit log as the features write it: always in the transaction of the change it
 * records (ARCHITECTURE.md). The admin feature's audit repository fits it; the others take it
 * by this port rather than importing that repository.
 */
export interface AuditLog {
  record(
    entry: {
      /** The admin, or Partnerly itself for what a job decided. */
      admin: { id: number; username: string } | 'partnerly';
      action: string;
      target: string;
      details?: Record<string, unknown>;
    },
    executor: Tx,
  ): Promise<void>;
}
