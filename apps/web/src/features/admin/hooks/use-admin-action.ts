import { useState } from 'react';
import { notifications } from '@mantine/notifications';

/** The alert for any failing admin action (the spec's red 'error', in words). */
export const ADMIN_ERROR = 'Something went wrong. Please try again.';

export function showAdminError(): void {
  notifications.show({ color: 'red', message: ADMIN_ERROR });
}

/**
 * Runs one row's actions one at a time: `busy` names the running one (its button spins, the
 * others wait), and a failure shows the error alert and leaves the row as it was.
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
