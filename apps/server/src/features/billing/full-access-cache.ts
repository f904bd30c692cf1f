import { eventKeptCache } from '../../events/event-kept-cache';
import type { EventBus } from '../../events/event-bus';
import { isActive, type SubscriptionsRepository } from './subscriptions.repository';

/** How long a member's plan is trusted without an announcement. */
export const FULL_ACCESS_CACHE_TTL_MS = 30_000;

/**
 * Whether a member has Full Access, which every live chat frame asks of its receiver
 * (decision 116): from memory once read, forgotten on every instance when the plan changes
 * (`subscription.changed`, published by every write of a plan after its commit). Read from
 * the database, it was one query per delivered message, typing signal and read mark: on the
 * embedded database that alone took chat at 500 messages/s from a p50 of 7 ms to 36 ms
 * (issue 49, decision 124).
 */
export function fullAccessCache({
  subscriptions,
  events,
}: {
  subscriptions: Pick<SubscriptionsRepository, 'findByUser' | 'findByUsers'>;
  events: Pick<EventBus, 'isConnected' | 'onConnectionChange' | 'soleWriter'>;
}) {
  const plans = eventKeptCache<number, boolean>({
    events,
    load: async (userId) => isActive(await subscriptions.findByUser(userId)),
    loadMany: async (userIds) => {
      const rows = new Map(
        (await subscriptions.findByUsers(userIds)).map((row) => [row.userId, row]),
      );
      return new Map(userIds.map((id) => [id, isActive(rows.get(id))]));
    },
    ttlMs: FULL_ACCESS_CACHE_TTL_MS,
    maxEntries: 50_000,
  });
  return {
    has: (userId: number) => plans.get(userId),
    /** Drops the member's plan on this instance (their plan changed, here or elsewhere). */
    forget: (userId: number) => plans.forget(userId),
  };
}

export type FullAccessCache = ReturnType<typeof fullAccessCache>;
