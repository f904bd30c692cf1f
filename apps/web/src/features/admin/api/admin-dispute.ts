import { queryOptions } from '@tanstack/react-query';
import type { DisputeData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminOrdersKey } from './orders';

/** GET /api/admin/orders/{id}/dispute/: both members' cases and a split they proposed. */
export const adminDisputeQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'one', id, 'dispute'],
    queryFn: ({ signal }) =>
      apiRequest<DisputeData>(`/api/admin/orders/${id}/dispute/`, { signal }),
  });
