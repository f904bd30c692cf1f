import type { Redis } from 'ioredis';
import { isReady, noteFailure } from '../../lib/redis';
import type { MessageRow } from './chat.repository';

/** Long enough for any client to come back and resend what it thinks was lost. */
const REMEMBER_MS = 60 * 60_000;
const MAX_LOCAL = 10_000;
const PREFIX = 'partnerly:pushed:';

type PushedMessage = Pick<MessageRow, 'id' | 'clientId'>;

/**
 * Only a message with a client id can be resent. The id alone is not enough: a Redis shared by
 * several databases (test runs, a restored backup) sees the same message ids again.
 */
const keyOf = (message: PushedMessage) =>
  message.clientId ? `${message.id}:${message.clientId}` : undefined;

/**
 * Messages whose push reached every instance. A client resends a message whose confirmation it
 * missed; when the first push is known to have gone out, only the sender is answered again,
 * otherwise (Redis was down, the instance died before pushing) the receiver gets it too.
 * Remembered in Redis so a resend landing on another instance knows; unknown counts as not
 * pushed, since a second delivery is harmless (clients keep one copy per id) and none is not.
 */
export function pushedMessages(redis?: Redis) {
  // Two generations, the older dropped whole when the newer is full: between MAX_LOCAL and twice
  // that many latest are known, at a constant cost a message. Deleting the oldest one by one
  // walked the deleted entries a Set keeps at its start on every message (6 µs in the chat's
  // profile, bench/README.md 2026-12-01).
  let recent = new Set<string>();
  let older = new Set<string>();
  return {
    async remember(message: PushedMessage): Promise<void> {
      const key = keyOf(message);
      if (!key) return;
      if (recent.size >= MAX_LOCAL) {
        older = recent;
        recent = new Set();
      }
      recent.add(key);
      if (redis && isReady(redis)) {
        await redis.set(PREFIX + key, '1', 'PX', REMEMBER_MS).catch(() => noteFailure(redis));
      }
    },

    async has(message: PushedMessage): Promise<boolean> {
      const key = keyOf(message);
      if (!key) return false;
      if (recent.has(key) || older.has(key)) return true;
      if (!redis || !isReady(redis)) return false;
      const known = await redis.exists(PREFIX + key).catch(() => noteFailure(redis));
      return known === 1;
    },
  };
}

export type PushedMessages = ReturnType<typeof pushedMessages>;
