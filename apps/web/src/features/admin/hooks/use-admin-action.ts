import { useState } from 'react';
import { notifications } from '@mantine/notifications';

/** The spec's alert for any failing admin action (SPEC.md section 8): a red 'error'. */
export function showAdminError(): void {
  notifications.show({ color: 'red', message: 'error' });
}

/**
 * Runs one row's actions one at a time: `busy` names the running one (its button spins, the
 * others wait), and a failure shows the 'error' alert and leaves the row as it was.
 */
export function useAdminAction<Name extends string>() {
  const [busy, setBusy] = useState<Name | null>(null);

  const run = async <R>(name: Name, action: () => Promise<R>, onDone: (result: R) => void) => {
    setBusy(name);
    let result: R;
    try {
      result = await action();
    } catch {
      setBusy(null);
      showAdminError();
      return;
    }
    setBusy(null);
    onDone(result);
  };

  return { busy, run };
}
