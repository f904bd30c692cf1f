import { CHAT_LIVE_LIMITS } from '@partnerly/shared';

/**
 * "… is typing" from this device: at most one signal per receiver every 3 s while the member
 * types (issue 34), however fast the keys go. Sending a message starts the count again, so
 * the next words typed are announced at once.
 */
export function typingSignal(
  send: (receiver: string) => void,
  now: () => number = Date.now,
  intervalMs: number = CHAT_LIVE_LIMITS.typingSignalMs,
) {
  const lastSent = new Map<string, number>();
  return {
    /** The member typed in the conversation with `receiver`. */
    typed(receiver: string): void {
      const last = lastSent.get(receiver);
      if (last !== undefined && now() - last < intervalMs) return;
      lastSent.set(receiver, now());
      send(receiver);
    },
    /** The member sent their message to `receiver`. */
    sent(receiver: string): void {
      lastSent.delete(receiver);
    },
  };
}

export type TypingSignal = ReturnType<typeof typingSignal>;
