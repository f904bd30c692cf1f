import type { Order } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/orders/{id}/dispute/proposal/: a split for the other member to confirm. */
export const proposeSplit = (id: number, sellerAmount: number): Promise<Order> =>
  apiRequest(`/api/orders/${id}/dispute/proposal/`, {
    method: 'POST',
    body: { seller_amount: sellerAmount },
  });
