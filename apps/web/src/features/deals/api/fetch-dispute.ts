import type { DisputeData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { orderKey } from '../../../domains/deals/deals';

/**
 * An order's dispute, keyed by the order's timeline length: every dispute step adds an entry,
 * so a socket frame with a newer order fetches the dispute again.
 */
export const disputeKey = (id: number, steps: number) =>
  [...orderKey(id), 'dispute', steps] as const;

/** GET /api/orders/{id}/dispute/: the order's dispute, both cases and a proposed split. */
export const fetchDispute = (id: number): Promise<DisputeData> =>
  apiRequest(`/api/orders/${id}/dispute/`);
