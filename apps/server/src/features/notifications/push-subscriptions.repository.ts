import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A stored subscription, as a push job reads it. */
export interface PushTarget extends PushSubscriptionKeys {
  id: number;
  createdAt: Date;
}

/** A member's browsers beyond this many: the oldest stops getting pushes (issue 28). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

const targetColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  createdAt: pushSubscriptions.createdAt,
};

/** Browsers' push subscriptions; an endpoint belongs to the member who registered it first. */
export function pushSubscriptionsRepository(db: Database) {
  return {
    /**
     * Stores the subscription (new keys for one the member has already) and keeps their newest
     * MAX_PUSH_SUBSCRIPTIONS. False, changing nothing, when another member registered the
     * endpoint: a subscription never moves between accounts.
     */
    async save(userId: number, subscription: PushSubscriptionKeys): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(pushSubscriptions)
          .values({ userId, ...subscription })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { p256dh: subscription.p256dh, auth: subscription.auth },
            setWhere: eq(pushSubscriptions.userId, userId),
          })
          .returning({ id: pushSubscriptions.id });
        if (rows.length === 0) return false;
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(MAX_PUSH_SUBSCRIPTIONS);
        await tx
          .delete(pushSubscriptions)
          .where(
            and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)),
          );
        return true;
      });
    },

    /** Removes the member's own subscription of that endpoint, if they have one. */
    async remove(userId: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /**
     * The push service said this subscription is gone (404 or 410), or we refuse to post to it;
     * answers whose it was.
     */
    async forget(id: number): Promise<number | undefined> {
      const [row] = await db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.id, id))
        .returning({ userId: pushSubscriptions.userId });
      return row?.userId;
    },

    /** The ids of the member's subscriptions now: each gets its own push job. */
    /** Each member's subscription ids (an empty list without any), in one read. */
    async idsOfMany(userIds: number[]): Promise<Map<number, number[]>> {
      const rows = await db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, userIds));
      const ids = new Map(userIds.map((userId): [number, number[]] => [userId, []]));
      for (const row of rows) ids.get(row.userId)?.push(row.id);
      return ids;
    },

    async idsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return rows.map((row) => row.id);
    },

    /** One of the member's subscriptions, unless it has gone since. */
    async find(userId: number, id: number): Promise<PushTarget | undefined> {
      const [row] = await db
        .select(targetColumns)
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
      return row;
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof pushSubscriptionsRepository>;
