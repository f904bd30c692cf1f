import type { Order } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/orders/{id}/dispute/withdraw/: the order goes back to where it was. */
export const withdrawDispute = (id: number): Promise<Order> =>
  apiRequest(`/api/orders/${id}/dispute/withdraw/`, { method: 'POST' });
