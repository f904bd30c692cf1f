import type { z } from 'zod';
import type { SearchPage, profileFilterSchema } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { useSearchPages } from './search-pages';
import type { SubmittedFilter } from './search-pages';

/** A validated profile filter, without its range. */
export type ProfileFilter = Omit<z.output<typeof profileFilterSchema>, 'range'>;

/** POST api/filter_user/: profiles by their own countries and tags. */
export function filterByProfile(
  filter: ProfileFilter,
  range: number,
  signal?: AbortSignal,
): Promise<SearchPage> {
  return apiRequest('/api/filter_user/', { method: 'POST', body: { ...filter, range }, signal });
}

/** Pages of the profile filter; idle until a filter is submitted. */
export function useProfileFilterSearch(submitted: SubmittedFilter<ProfileFilter> | null) {
  return useSearchPages(
    ['search', 'profile', submitted],
    submitted ? (range, signal) => filterByProfile(submitted.filter, range, signal) : null,
  );
}
