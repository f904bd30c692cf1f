import type { Order } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/orders/{id}/dispute/settle/: confirms the other member's proposed split. */
export const settleSplit = (id: number, sellerAmount: number): Promise<Order> =>
  apiRequest(`/api/orders/${id}/dispute/settle/`, {
    method: 'POST',
    body: { seller_amount: sellerAmount },
  });
