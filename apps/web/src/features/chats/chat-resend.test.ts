import { describe, expect, it } from 'vitest';
import { resendPauseOf, THROTTLE_PAUSE_MS } from './chat-resend';

describe('resendPauseOf', () => {
  it('sends again when a spent budget refills, as the frame says', () => {
    expect(resendPauseOf('rate_limited', 42)).toBe(42_000);
    // A refill "now" still waits a second rather than hammering the server.
    expect(resendPauseOf('rate_limited', 0)).toBe(1000);
    expect(resendPauseOf('rate_limited')).toBe(60_000);
  });

  it('sends again a moment after throttling, and never after a refusal', () => {
    expect(resendPauseOf('throttled')).toBe(THROTTLE_PAUSE_MS);
    expect(resendPauseOf('blocked')).toBeUndefined();
    expect(resendPauseOf('unknown_user')).toBeUndefined();
  });
});
