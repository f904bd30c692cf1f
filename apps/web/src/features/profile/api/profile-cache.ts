import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserData } from '@partnerly/shared';
import { userDataQuery } from '../../../lib/user-data';

/**
 * Applies a change the server confirmed to the cached user data (no refetch needed). A fetch of
 * the user data already on its way (the chat asks for it again on every connection of its
 * socket) may have been answered before the change was stored: landing after it, that answer
 * would put the old value back (a hidden link shown again), so the change is applied to it too.
 * `update` may therefore meet data that has it already: it must leave such data as it is.
 */
export function applyConfirmed(queryClient: QueryClient, update: (user: UserData) => UserData) {
  const apply = () =>
    queryClient.setQueryData(userDataQuery.queryKey, (old) => (old ? update(old) : old));
  apply();
  const query = queryClient.getQueryCache().find({ queryKey: userDataQuery.queryKey, exact: true });
  if (query?.state.fetchStatus !== 'fetching') return;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query !== query) return;
    // A manual success is a change like this one, already in the data; the fetch's is not.
    if (event.action.type === 'success' && !event.action.manual) apply();
    if (query.state.fetchStatus === 'idle') unsubscribe();
  });
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return (update: (user: UserData) => UserData) => applyConfirmed(queryClient, update);
}

/** The spec's word-for-word alert when deleting a social or a link fails (docs/SPEC.md section 8). */
export const DELETE_FAILED =
  'Sorry, that could not be deleted. Please refresh the page and try again.';

/** `items` with `added` at the end, once: the answer it is applied to may list it already. */
export const withAdded = <T extends { id: number }>(items: T[], added: T): T[] =>
  items.some((item) => item.id === added.id) ? items : [...items, added];
