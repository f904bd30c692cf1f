import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DisputeView, Order } from '@partnerly/shared';
import { dealsKey, showDealError } from '../../../domains/deals/deals';

/** What each part of the open dispute (the body, the cases, the split) is drawn from. */
export interface DisputePartProps {
  order: Order;
  side: 'buyer' | 'seller';
  view: DisputeView;
}

/**
 * A dispute's button action: busy while it runs, a refusal shown, and the deals read again
 * either way, since a refusal mostly means the other side or an admin moved the dispute on.
 */
export function useDisputeAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showDealError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: dealsKey });
      setBusy(false);
    }
  };
  return { busy, run };
}
