import { eventKeptCache } from '../../events/event-kept-cache';
import type { EventBus } from '../../events/event-bus';
import type { ChatRepository, Conversation } from './chat.repository';

/** How long a conversation's block state is trusted without an announcement. */
export const CONVERSATION_CACHE_TTL_MS = 30_000;

const keyOf = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

const pairOfKey = (key: string): [number, number] => {
  const [low = 0, high = 0] = key.split(':').map(Number);
  return [low, high];
};

/**
 * The conversation of two members and whether either blocked it, which every message and
 * typing signal asks (issue 36): from memory once looked up, forgotten on every instance when
 * one side blocks or unblocks (`dialogue.blocked`) or a member changes (`user.changed`, for a
 * deleted account's conversations). A conversation not started yet is never remembered.
 */
export function conversationsCache({
  chat,
  events,
}: {
  chat: Pick<ChatRepository, 'existing' | 'existingMany' | 'open'>;
  events: Pick<EventBus, 'isConnected' | 'onConnectionChange'>;
}) {
  const cache = eventKeptCache<string, Conversation | undefined>({
    events,
    load: (key) => chat.existing(...pairOfKey(key)),
    loadMany: (keys) => chat.existingMany(keys.map(pairOfKey)),
    ttlMs: CONVERSATION_CACHE_TTL_MS,
    maxEntries: 50_000,
  });

  return {
    /** The existing conversation of two members; never starts one. */
    existing: (userId: number, otherId: number) => cache.get(keyOf(userId, otherId)),

    /** The conversation of two members, started if need be. */
    async open(userId: number, otherId: number): Promise<Conversation> {
      return (await cache.get(keyOf(userId, otherId))) ?? chat.open(userId, otherId);
    },

    forgetPair([a, b]: [number, number]): void {
      cache.forget(keyOf(a, b));
    },

    forgetMember(userId: number): void {
      const member = String(userId);
      cache.forgetWhere((key) => key.split(':').includes(member));
    },
  };
}

export type ConversationsCache = ReturnType<typeof conversationsCache>;
