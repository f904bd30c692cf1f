import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ExplorePage } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/explore/?cursor=: one page of ads, newest first; `next` is the following cursor. */
export function fetchExplorePage(
  cursor: number | null,
  signal?: AbortSignal,
): Promise<ExplorePage> {
  const query = cursor === null ? '' : `?cursor=${cursor}`;
  return apiRequest(`/api/explore/${query}`, { signal });
}

export const exploreAdsQuery = infiniteQueryOptions({
  queryKey: ['explore-ads'],
  queryFn: ({ pageParam, signal }) => fetchExplorePage(pageParam, signal),
  initialPageParam: null as number | null,
  getNextPageParam: (last) => last.next ?? undefined,
  // A refetch would reload every page the user scrolled through.
  refetchOnWindowFocus: false,
});

/** The explore grid's ads, page by page. */
export function useExploreAds() {
  return useInfiniteQuery(exploreAdsQuery);
}
