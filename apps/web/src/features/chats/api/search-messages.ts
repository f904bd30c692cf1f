import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatSearchPage } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET api/chat/search/: one page of the member's messages matching `query`. */
export function searchMessages(query: string, before?: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ q: query });
  if (before !== undefined) params.set('before', String(before));
  return apiRequest<ChatSearchPage>(`/api/chat/search/?${params.toString()}`, { signal });
}

/** The search's pages, newest first; off while the query is empty. */
export function useMessageSearch(query: string) {
  return useInfiniteQuery({
    queryKey: ['chat-search', query],
    queryFn: ({ pageParam, signal }) => searchMessages(query, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}
