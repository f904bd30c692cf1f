import type { PackageData } from '@partnerly/shared';
import type { Tx } from '../../db/transaction';
import type { StoredMessage } from '../../events/event-map';

/** What deals need of other features, plugged in by deals.module.ts (their services fit). */

/** The admin audit log, written in the transaction of the change it records. */
export interface AuditLog {
  record(
    entry: {
      admin: { id: number; username: string } | 'partnerly';
      action: string;
      target: string;
      details?: Record<string, unknown>;
    },
    executor: Tx,
  ): Promise<void>;
}

/** The chat's conversations, as deals need them (plugged in from the chat service). */
export interface Conversations {
  /** The conversation of two members (started if need be) and whether either blocked it. */
  conversation(userId: number, otherId: number): Promise<{ id: number; blocked: boolean }>;
  /** Whether `fromId` ever sent `toId` a chat message. */
  hasWritten(fromId: number, toId: number): Promise<boolean>;
  /** A conversation's newest messages, oldest first. */
  recentMessages(dialogueId: number, limit: number): Promise<StoredMessage[]>;
}

/** A creator's packages, to check the package an offer was made from. */
export interface Packages {
  list(userId: number): Promise<PackageData[]>;
}

/**
 * The member's plan, for the one deal rule that depends on it: selling needs Full Access,
 * buying does not (decision 107).
 */
export interface Plans {
  fullAccess(userId: number): Promise<boolean>;
}
