import { useState } from 'react';
import { openCustomerPortal } from '../api/billing';

const PORTAL_ERROR = 'We could not open the customer portal. Please try again.';

/** Sends the browser to the customer portal; busy while asking, an error when it fails. */
export function useCustomerPortal() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function open() {
    setBusy(true);
    setError(undefined);
    try {
      const { url } = await openCustomerPortal();
      window.location.assign(url);
    } catch {
      setError(PORTAL_ERROR);
      setBusy(false);
    }
  }

  return { busy, error, open };
}
