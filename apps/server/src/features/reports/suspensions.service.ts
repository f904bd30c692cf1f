import { SUSPENSION_MESSAGES } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../events/event-bus';
import { fieldError, notFound } from '../../lib/errors';
import type { AuditLog } from '../../lib/audit-log';
import { reportsRepository } from './reports.repository';

interface Account {
  id: number;
  username: string;
  isAdmin: boolean;
  tokenVersion: number;
  suspendedAt: Date | null;
}

interface Accounts {
  findByUsername(username: string): Promise<Account | undefined>;
  update(
    id: number,
    values: { suspendedAt?: Date | null; suspendedReason?: string | null; tokenVersion?: number },
    executor?: Database,
  ): Promise<unknown>;
}

interface Sessions {
  revokeAll(userId: number): Promise<void>;
}

/** An admin, as the audit log names them. */
interface Admin {
  id: number;
  username: string;
}

/**
 * Suspending an account ends it for now: every session and open socket (4005) at once, no
 * sign-in, no public page, no messages in (the rules read `suspendedAt`). Reinstating undoes
 * it; the member signs in again. The change, the reports it closes and its audit line are one
 * transaction.
 */
export function suspensionsService({
  db,
  accounts,
  sessions,
  audit,
  events,
}: {
  db: Database;
  accounts: Accounts;
  sessions: Sessions;
  audit: AuditLog;
  events: EventBus;
}) {
  async function find(username: string): Promise<Account> {
    const account = await accounts.findByUsername(username);
    if (!account) throw notFound();
    return account;
  }

  return {
    async suspend(admin: Admin, username: string, reason: string): Promise<Account> {
      const account = await find(username);
      if (account.isAdmin) throw fieldError('username', SUSPENSION_MESSAGES.adminNotSuspendable);
      await inTransaction(db, async (tx) => {
        await accounts.update(
          account.id,
          {
            suspendedAt: new Date(),
            suspendedReason: reason,
            // Access tokens already handed out stop working too.
            tokenVersion: account.tokenVersion + 1,
          },
          tx,
        );
        await reportsRepository(tx).resolveAllOf(account.id, 'suspended', admin.id);
        await audit.record(
          {
            admin,
            action: 'user.suspend',
            target: `user:${account.id}`,
            details: { username: account.username, reason },
          },
          tx,
        );
      });
      // Sockets close with the suspension's own code before the session ending closes them.
      await events.publish('user.suspended', { userId: account.id });
      await sessions.revokeAll(account.id);
      return account;
    },

    async reinstate(admin: Admin, username: string): Promise<Account> {
      const account = await find(username);
      if (!account.suspendedAt) throw fieldError('username', SUSPENSION_MESSAGES.notSuspended);
      await inTransaction(db, async (tx) => {
        await accounts.update(account.id, { suspendedAt: null, suspendedReason: null }, tx);
        await audit.record(
          {
            admin,
            action: 'user.unsuspend',
            target: `user:${account.id}`,
            details: { username: account.username },
          },
          tx,
        );
      });
      return account;
    },
  };
}

export type SuspensionsService = ReturnType<typeof suspensionsService>;
