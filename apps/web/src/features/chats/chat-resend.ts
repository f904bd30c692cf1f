import type { SocketErrorCode } from '@partnerly/shared';

/** After `throttled` (too many frames in a second) the pending messages go again this soon. */
export const THROTTLE_PAUSE_MS = 1000;

/**
 * How long to wait before sending the pending messages again after an error frame, or
 * undefined when they must not go again (a block, an unknown receiver): a spent budget
 * (`rate_limited`) says when it refills, and nothing the member wrote is dropped meanwhile.
 */
export function resendPauseOf(code: SocketErrorCode, retryAfterSeconds?: number) {
  if (code === 'throttled') return THROTTLE_PAUSE_MS;
  if (code === 'rate_limited') return Math.max(1, retryAfterSeconds ?? 60) * 1000;
  return undefined;
}
