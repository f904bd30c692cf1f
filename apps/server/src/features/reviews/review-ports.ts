import type { User } from '../users/user';

/** What reviews need of other features, plugged in by reviews.module.ts (their services fit). */

/** The deals' orders: a member's side of one and when it completed (404 for others'). */
export interface CompletedOrders {
  completion(
    me: User,
    id: number,
  ): Promise<{
    order: { id: number; title: string };
    counterpartId: number | null;
    completedAt: Date | null;
  }>;
}

export type { AuditLog } from '../../lib/audit-log';

/** Closing the open reports of a review once an admin hid it. */
export interface ReviewReports {
  resolve(
    target: 'review',
    targetId: number,
    status: 'removed',
    adminId: number,
  ): Promise<{ count: number } | undefined>;
}
