import { queryOptions } from '@tanstack/react-query';
import type { AdminOrderData, DISPUTE_OUTCOMES, Order, OrderState } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /api/admin/orders/?state=&q=: orders, open disputes first. */
export const adminOrdersQuery = (state?: OrderState, q?: string) =>
  queryOptions({
    queryKey: [...adminOrdersKey, state ?? null, q ?? null],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (state) params.set('state', state);
      if (q) params.set('q', q);
      const query = params.size ? `?${params}` : '';
      return apiRequest<Order[]>(`/api/admin/orders/${query}`, { signal });
    },
  });

/** GET /api/admin/orders/{id}/: the order with its conversation. */
export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<AdminOrderData>(`/api/admin/orders/${id}/`, { signal }),
  });

export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** POST /api/admin/orders/{id}/resolve/: `refund_amount` with a split only. */
export const resolveDispute = (
  id: number,
  body: { outcome: DisputeOutcome; note: string; refund_amount?: number },
): Promise<Order> => apiRequest(`/api/admin/orders/${id}/resolve/`, { method: 'POST', body });
