import { SUSPENSION_MESSAGES } from '@partnerly/shared';
import type { EventBus } from '../../events/event-bus';
import { fieldError, notFound } from '../../lib/errors';
import type { ReportsRepository } from './reports.repository';

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
  ): Promise<unknown>;
}

interface Sessions {
  revokeAll(userId: number): Promise<void>;
}

/**
 * Suspending an account ends it for now: every session and open socket (4005) at once, no
 * sign-in, no public page, no messages in (the rules read `suspendedAt`). Reinstating undoes
 * it; the member signs in again.
 */
export function suspensionsService({
  accounts,
  sessions,
  reports,
  events,
}: {
  accounts: Accounts;
  sessions: Sessions;
  reports: ReportsRepository;
  events: EventBus;
}) {
  async function find(username: string): Promise<Account> {
    const account = await accounts.findByUsername(username);
    if (!account) throw notFound();
    return account;
  }

  return {
    async suspend(adminId: number, username: string, reason: string): Promise<Account> {
      const account = await find(username);
      if (account.isAdmin) throw fieldError('username', SUSPENSION_MESSAGES.adminNotSuspendable);
      await accounts.update(account.id, {
        suspendedAt: new Date(),
        suspendedReason: reason,
        // Access tokens already handed out stop working too.
        tokenVersion: account.tokenVersion + 1,
      });
      // Sockets close with the suspension's own code before the session ending closes them.
      await events.publish('user.suspended', { userId: account.id });
      await sessions.revokeAll(account.id);
      await reports.resolveAllOf(account.id, 'suspended', adminId);
      return account;
    },

    async reinstate(username: string): Promise<Account> {
      const account = await find(username);
      if (!account.suspendedAt) throw fieldError('username', SUSPENSION_MESSAGES.notSuspended);
      await accounts.update(account.id, { suspendedAt: null, suspendedReason: null });
      return account;
    },
  };
}

export type SuspensionsService = ReturnType<typeof suspensionsService>;
