import { useEffect, useRef, useState } from 'react';
import { useWarnBeforeUnload } from '../../../lib/unsaved-changes';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long typing must pause before the text is sent. */
export const AUTOSAVE_DELAY_MS = 700;

/**
 * Saves `value` as the member types: once typing pauses, and at once when the component goes
 * away (another page of the app) with a change not sent yet. Saves run one after another, so
 * an older text never lands after a newer one. A failed save waits for the next keystroke.
 * Leaving the page while a change is unsent, in flight or failed asks first.
 */
export function useAutosave(
  value: string,
  stored: string,
  save: (value: string) => Promise<unknown>,
): AutosaveStatus {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [sent, setSent] = useState(stored);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef<{ value: string; save: typeof save } | null>(null);

  useEffect(() => {
    if (value === sent) {
      pending.current = null;
      return;
    }
    pending.current = { value, save };
    const timer = setTimeout(() => {
      pending.current = null;
      setSent(value);
      setStatus('saving');
      const run = queue.current.then(() => save(value));
      queue.current = run.then(
        () => setStatus((now) => (now === 'saving' ? 'saved' : now)),
        () => setStatus('failed'),
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, sent, save]);

  // Going to another page of the app before the pause: send what was typed.
  useEffect(
    () => () => {
      if (pending.current) void pending.current.save(pending.current.value).catch(() => {});
    },
    [],
  );

  useWarnBeforeUnload(value !== sent || status === 'saving' || status === 'failed');
  return status;
}
