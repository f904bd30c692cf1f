import { skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE } from '@partnerly/shared';
import type { SearchPage } from '@partnerly/shared';

/** Fetches the results window that ends at `range` (items [range - 10, range)). */
export type FetchSearchWindow = (range: number, signal: AbortSignal) => Promise<SearchPage>;

/** A filter the user submitted; a new `id` makes a repeated search ask the server again. */
export interface SubmittedFilter<T> {
  filter: T;
  id: number;
}

/**
 * Paging shared by the three search modes (docs/SPEC.md section 4): the first request asks for
 * range 10, and the range grows by 10 after each successful non-empty page until the server
 * says the list is over. A new query key (another tab, other filters) starts again at 10.
 */
export function useSearchPages(queryKey: QueryKey, fetchWindow: FetchSearchWindow | null) {
  // Each change of key starts a new round: coming back to an earlier name must not find that
  // name's pages still cached. gcTime 0 alone is a race, since the browser may run the next
  // keystroke before the timer that drops them (seen in CI as 11 results where 10 were due).
  const hash = JSON.stringify(queryKey);
  const [round, setRound] = useState({ hash, number: 0 });
  if (round.hash !== hash) setRound({ hash, number: round.number + 1 });
  return useInfiniteQuery({
    queryKey: [...queryKey, round.number],
    // No fetcher (an empty name, no submitted filter) keeps the query idle.
    queryFn: fetchWindow ? ({ pageParam, signal }) => fetchWindow(pageParam, signal) : skipToken,
    initialPageParam: SEARCH_PAGE_SIZE,
    getNextPageParam: (last: SearchPage, _pages, lastRange: number) =>
      last.isover || last.data.length === 0 ? undefined : lastRange + SEARCH_PAGE_SIZE,
    retry: false,
    // Nothing is kept once the user leaves a query: the rounds above make sure of it, and the
    // left rounds' pages go at once.
    gcTime: 0,
    // A refetch would reload every page at once; results refresh on the next search instead.
    refetchOnWindowFocus: false,
  });
}

export type SearchPagesQuery = ReturnType<typeof useSearchPages>;
