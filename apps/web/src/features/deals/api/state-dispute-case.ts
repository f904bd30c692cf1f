import type { Order } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/orders/{id}/dispute/case/: the member's case, replaced while the dispute is open. */
export const stateDisputeCase = (id: number, text: string): Promise<Order> =>
  apiRequest(`/api/orders/${id}/dispute/case/`, { method: 'PUT', body: { text } });
