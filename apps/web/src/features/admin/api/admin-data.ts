import { queryOptions } from '@tanstack/react-query';
import type { AdminData, AdminList } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { AdminPage } from '../admin-cache';

/** GET /api/admin/data/: the first page of every list; a 404 means "not an admin". */
export const adminDataQuery = queryOptions({
  queryKey: ['admin-data'],
  queryFn: ({ signal }) => apiRequest<AdminData>('/api/admin/data/', { signal }),
  // A 4xx (not an admin) will not change on a retry.
  retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  // Pages loaded with "Load more" live in this cache entry: a refetch would drop them.
  staleTime: Infinity,
});

/** GET /api/admin/list/{list}/?offset=: the page of `list` after the `offset` items shown. */
export function fetchAdminPage<L extends AdminList>(
  list: L,
  offset: number,
): Promise<AdminPage<L>> {
  return apiRequest(`/api/admin/list/${list}/?offset=${offset}`);
}
