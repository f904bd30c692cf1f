import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (the resend-code cooldown): `start()` restarts it from `seconds`, or from
 * what the server says is left (a 429's Retry-After).
 */
export function useCooldown(seconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const start = useCallback((from: number = seconds) => setSecondsLeft(from), [seconds]);
  const stop = useCallback(() => setSecondsLeft(0), []);
  return { secondsLeft, start, stop };
}
