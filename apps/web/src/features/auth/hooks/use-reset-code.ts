import { useState } from 'react';
import { TIMINGS } from '@partnerly/shared';
import { errorMessages, inWords, retryAfter } from '../../../lib/api-errors';
import { useCooldown } from '../../../lib/use-cooldown';
import { sendResetCode } from '../api/reset-password';

const tooManyCodes = (seconds: number) =>
  `You have asked for too many codes. Please try again ${inWords(seconds)}.`;

/**
 * Mailing the reset code under the server's 60 s cooldown. While the cooldown runs a code has
 * just gone out, so asking again leads to the code step with the countdown instead of a new
 * mail; a longer refusal (the 5-mails-per-30-minutes cap) is explained, never swallowed.
 */
export function useResetCode(find: string) {
  const cooldown = useCooldown(TIMINGS.resendCooldownSeconds);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  /** Mails a code unless one went out within the cooldown; true when the code step may show. */
  async function send(): Promise<boolean> {
    setErrors([]);
    if (cooldown.secondsLeft > 0) return true;
    setSending(true);
    try {
      await sendResetCode(find);
      cooldown.start();
      return true;
    } catch (error) {
      const wait = retryAfter(error);
      // A wait within the cooldown means a code left moments ago (another tab, a reload).
      if (wait !== undefined && wait <= TIMINGS.resendCooldownSeconds) {
        cooldown.start(wait);
        return true;
      }
      setErrors(wait === undefined ? errorMessages(error) : [tooManyCodes(wait)]);
      return false;
    } finally {
      setSending(false);
    }
  }

  return {
    send,
    sending,
    errors,
    clearErrors: () => setErrors([]),
    secondsLeft: cooldown.secondsLeft,
  };
}
