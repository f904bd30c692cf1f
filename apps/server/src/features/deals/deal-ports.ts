import type { PackageData } from '@partnerly/shared';
import type { StoredMessage } from '../../events/event-map';

/** What deals need of other features, plugged in by deals.module.ts (their services fit). */

export type { AuditLog } from '../../lib/audit-log';

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
