import { eventKeptCache } from '../../events/event-kept-cache';
import type { EventBus } from '../../events/event-bus';
import type { Database } from '../../db/client';
import {
  pushSubscriptionsRepository,
  type PushSubscriptionsRepository,
} from './push-subscriptions.repository';

/** How long a member's list of browsers is trusted without an announcement. */
export const PUSH_SUBSCRIPTIONS_CACHE_TTL_MS = 30_000;

/**
 * The subscriptions repository with each member's subscription ids answered from memory:
 * every message asks whether its receiver has browsers to push to (issue 36), and most have
 * none. Every change is announced (`push.subscriptions-changed`) so that every instance
 * forgets the member's list.
 */
export function cachedPushSubscriptions(
  repository: PushSubscriptionsRepository,
  events: Pick<EventBus, 'publish' | 'isConnected' | 'onConnectionChange'>,
) {
  const ids = eventKeptCache<number, number[]>({
    events,
    load: (userId) => repository.idsOf(userId),
    loadMany: (userIds) => repository.idsOfMany(userIds),
    ttlMs: PUSH_SUBSCRIPTIONS_CACHE_TTL_MS,
    maxEntries: 50_000,
  });
  async function changed(userId: number) {
    ids.forget(userId);
    await events.publish('push.subscriptions-changed', { userId });
  }

  return {
    ...repository,
    async save(...args: Parameters<PushSubscriptionsRepository['save']>) {
      const saved = await repository.save(...args);
      await changed(args[0]);
      return saved;
    },
    async remove(userId: number, endpoint: string) {
      await repository.remove(userId, endpoint);
      await changed(userId);
    },
    async forget(id: number) {
      const userId = await repository.forget(id);
      if (userId !== undefined) await changed(userId);
      return userId;
    },
    /** Looked up in `executor` (the writer's transaction) when not known. */
    idsOf: (userId: number, executor?: Database) =>
      ids.get(userId, executor && ((id) => pushSubscriptionsRepository(executor).idsOf(id))),
    /** Drops the member's list on this instance (another instance announced a change). */
    forgetMember: (userId: number) => ids.forget(userId),
  };
}

export type CachedPushSubscriptions = ReturnType<typeof cachedPushSubscriptions>;
