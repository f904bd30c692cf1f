import type { Redis } from 'ioredis';
import { isReady, noteFailure } from '../../lib/redis';

/** Long enough for any client to come back and resend what it thinks was lost. */
const REMEMBER_MS = 60 * 60_000;
const MAX_LOCAL = 10_000;
const PREFIX = 'partnerly:pushed:';

/**
 * Messages whose push reached every instance. A client resends a message whose confirmation it
 * missed; when the first push is known to have gone out, only the sender is answered again,
 * otherwise (Redis was down, the instance died before pushing) the receiver gets it too.
 * Remembered in Redis so a resend landing on another instance knows; unknown counts as not
 * pushed, since a second delivery is harmless (clients keep one copy per id) and none is not.
 */
export function pushedMessages(redis?: Redis) {
  const local = new Set<number>();
  return {
    async remember(messageId: number): Promise<void> {
      local.add(messageId);
      const oldest = local.values().next();
      if (local.size > MAX_LOCAL && !oldest.done) local.delete(oldest.value);
      if (redis && isReady(redis)) {
        await redis.set(PREFIX + messageId, '1', 'PX', REMEMBER_MS).catch(() => noteFailure(redis));
      }
    },

    async has(messageId: number): Promise<boolean> {
      if (local.has(messageId)) return true;
      if (!redis || !isReady(redis)) return false;
      const known = await redis.exists(PREFIX + messageId).catch(() => noteFailure(redis));
      return known === 1;
    },
  };
}

export type PushedMessages = ReturnType<typeof pushedMessages>;
