import type { z } from 'zod';
import type { SearchPage, socialFilterSchema } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { useSearchPages } from './search-pages';
import type { SubmittedFilter } from './search-pages';

/** A validated social-media filter, without its range. */
export type SocialFilter = Omit<z.output<typeof socialFilterSchema>, 'range'>;

/**
 * POST api/filter_user_by_social/: profiles with a verified account on the platform; the
 * followers are that account's. An absent follower bound travels as '' (no bound).
 */
export function filterBySocial(
  filter: SocialFilter,
  range: number,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const body = {
    ...filter,
    minFollowers: filter.minFollowers ?? '',
    maxFollowers: filter.maxFollowers ?? '',
    range,
  };
  return apiRequest('/api/filter_user_by_social/', { method: 'POST', body, signal });
}

/**
 * Pages of the social-media filter; idle until a filter is submitted. `onFailure` hears each
 * failed request once, so the form can put a 400's field errors under its fields.
 */
export function useSocialFilterSearch(
  submitted: SubmittedFilter<SocialFilter> | null,
  onFailure: (error: unknown) => void,
) {
  return useSearchPages(
    ['search', 'social', submitted],
    submitted
      ? (range, signal) =>
          filterBySocial(submitted.filter, range, signal).catch((error: unknown) => {
            onFailure(error);
            throw error;
          })
      : null,
  );
}
