import { useQuery } from '@tanstack/react-query';
import type { PostReadPoint } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { orderKey } from '../../../domains/deals/deals';

/** GET /api/orders/{id}/posts/{index}/history/: a delivered post's reads, oldest first. */
export function usePostHistory(orderId: number, index: number, at: string | undefined) {
  return useQuery({
    // Under the order's key, so whatever refreshes the order refreshes its posts' series.
    queryKey: [...orderKey(orderId), 'posts', index, 'history', at],
    queryFn: ({ signal }) =>
      apiRequest<PostReadPoint[]>(`/api/orders/${orderId}/posts/${index}/history/`, { signal }),
    enabled: at !== undefined,
    staleTime: 60_000,
  });
}
