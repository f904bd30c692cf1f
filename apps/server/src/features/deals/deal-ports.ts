import type { PackageData } from '@partnerly/shared';
import type { Tx } from '../../db/transaction';
import type { StoredMessage } from '../../events/event-map';
import type { OrderPost, OrderResults, PostReadPoint } from '@partnerly/shared';

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

/**
 * Delivered posts verified at their platforms (issue 47, the proof feature): stored with the
 * delivery, holding its auto-approval when they are not the seller's, and shown on the order.
 */
export interface DeliveryProof {
  delivered(
    tx: Tx,
    order: { id: number; sellerId: number | null; createdAt: Date },
    links: string[],
    at: Date,
  ): Promise<void>;
  /** A delivered post's numbers over time; undefined when the order has no such post. */
  history(orderId: number, position: number): Promise<PostReadPoint[] | undefined>;
  /** Why the delivery made at `deliveredAt` does not approve itself; null when it may. */
  holdsApproval(orderId: number, deliveredAt: Date): Promise<string | null>;
  /**
   * The order's posts and results; `auto_approves_at: null` too when its delivery waits for
   * the buyer because of them.
   */
  ofOrder(order: {
    id: number;
    price: number;
    state: string;
  }): Promise<{ posts: OrderPost[]; results: OrderResults | null; auto_approves_at?: null }>;
}

/**
 * The member's plan, for the one deal rule that depends on it: selling needs Full Access,
 * buying does not (decision 107).
 */
export interface Plans {
  fullAccess(userId: number): Promise<boolean>;
}
