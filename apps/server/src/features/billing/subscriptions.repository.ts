import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { isActiveStatus } from '@partnerly/shared';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What a Stripe subscription (or the test checkout) says about a user's plan. */
export interface SubscriptionState {
  status: string;
  startedAt: Date | null;
  cancelAt: Date | null;
  canceledAt: Date | null;
  stripeSubscriptionId?: string | null;
}

export const isActive = (row: Pick<SubscriptionRow, 'status'> | undefined) =>
  isActiveStatus(row?.status);

export function subscriptionsRepository(db: Database) {
  return {
    /** The plans of these members, in one read (the full-access cache). */
    findByUsers: (userIds: number[]): Promise<SubscriptionRow[]> =>
      db.select().from(subscriptions).where(inArray(subscriptions.userId, userIds)),

    async findByUser(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },

    async findByCustomer(customerId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.stripeCustomerId, customerId));
      return row;
    },

    async setCustomer(userId: number, customerId: string): Promise<void> {
      await db
        .insert(subscriptions)
        .values({ userId, stripeCustomerId: customerId })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: { stripeCustomerId: customerId, updatedAt: new Date() },
        });
    },

    /**
     * Records the plan state and returns the status that holds now: a lifetime promo code keeps
     * Full Access whatever a card subscription does.
     */
    async applyState(
      userId: number,
      state: SubscriptionState,
      executor: Database = db,
    ): Promise<string | null> {
      const values = { ...state, updatedAt: new Date() };
      const [row] = await executor
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: {
            ...values,
            status: sql`case when ${subscriptions.promocodeUsed} then 'active' else ${state.status} end`,
          },
        })
        .returning({ status: subscriptions.status });
      return row?.status ?? null;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
