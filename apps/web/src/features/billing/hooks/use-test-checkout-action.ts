import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/api-errors';
import { userDataQuery } from '../../../lib/user-data';

/**
 * Runs a test checkout call, reloads the user data (the plan changed) and opens `next`.
 * A 404 means the server does not offer test payments (Stripe is set up, or production).
 */
export function useTestCheckoutAction(action: () => Promise<unknown>, next: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [error, setError] = useState<string>();

  async function run() {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      // Refetch now, cached or not, so the next page already sees the new plan.
      await queryClient.invalidateQueries({
        queryKey: userDataQuery.queryKey,
        refetchType: 'all',
      });
      void navigate(next, { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) setUnavailable(true);
      else setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return { busy, unavailable, error, run };
}
