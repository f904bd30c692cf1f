import { useState } from 'react';
import { TIMINGS } from '@partnerly/shared';
import { errorMessage, inWords, retryAfter } from './api-errors';
import { useCooldown } from './use-cooldown';

/** What registration and the e-mail change say after a 200 (docs/SPEC.md: 'code sent'). */
export const CODE_SENT = 'Code sent. Check your inbox.';

/** What registration and the e-mail change say when the server answers 208. */
export const CODE_ALREADY_SENT = 'A code was already sent to this address. Check your inbox.';

/** POST api/CreateVCode/: mails a 6-digit code to the address (429 within 60 s of the last). */
export async function requestVerificationCode(email: string): Promise<unknown> {
  // Imported here, not with the module: the prerendered /register loads without the API client
  // (decision 042).
  const { apiRequest } = await import('./api-client');
  // The call is public (registration uses it), so a stale token must not get in its way.
  return apiRequest('/api/CreateVCode/', { method: 'POST', body: { email }, auth: false });
}

/**
 * The code step shared by registration and the e-mail change: whether the code field shows,
 * the 60 s resend cooldown, and the outcome of the last code request (docs/SPEC.md section 4:
 * 'code sent' after a 200, 'already sent' after a 208).
 */
export function useVerificationCode() {
  const [revealed, setRevealed] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const cooldown = useCooldown(TIMINGS.resendCooldownSeconds);

  /**
   * Reveals the field, starts the cooldown and asks the server to mail a code. "Code sent" shows
   * only once the server has answered: shown earlier, a reload in between found no code sent.
   */
  async function sendCode(email: string) {
    setRevealed(true);
    setSendError(undefined);
    setNotice(undefined);
    setSending(true);
    cooldown.start();
    try {
      await requestVerificationCode(email);
      setNotice(CODE_SENT);
    } catch (error) {
      const wait = retryAfter(error);
      if (wait === undefined) {
        setSendError(errorMessage(error));
        return;
      }
      // The server still runs the last code's cooldown (after a reload ours starts afresh):
      // count down what it says is left; the code already sent stays valid meanwhile.
      cooldown.start(wait);
      if (wait > TIMINGS.resendCooldownSeconds) {
        setSendError(`Too many codes were requested. Please try again ${inWords(wait)}.`);
      } else {
        setNotice(CODE_ALREADY_SENT);
      }
    } finally {
      setSending(false);
    }
  }

  /** Shows the field for a code the server says it already mailed (208). */
  function revealSent() {
    setRevealed(true);
    setNotice(CODE_ALREADY_SENT);
  }

  function reset() {
    setRevealed(false);
    setSendError(undefined);
    setNotice(undefined);
    cooldown.stop();
  }

  return {
    revealed,
    sending,
    sendError,
    notice,
    secondsLeft: cooldown.secondsLeft,
    sendCode,
    revealSent,
    reset,
  };
}
