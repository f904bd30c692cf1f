import type { SearchPage } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { useSearchPages } from './search-pages';

/** POST api/search_user/: usernames starting with `name` first, then close matches. */
export function searchUser(name: string, range: number, signal?: AbortSignal): Promise<SearchPage> {
  return apiRequest('/api/search_user/', { method: 'POST', body: { name, range }, signal });
}

/** Pages of the username search; idle while `name` is empty. */
export function useUsernameSearch(name: string) {
  return useSearchPages(
    ['search', 'username', name],
    name ? (range, signal) => searchUser(name, range, signal) : null,
  );
}
