import { useQueryClient } from '@tanstack/react-query';
import type { UserData } from '@partnerly/shared';
import { userDataQuery } from '../../../lib/user-data';

/** Applies a change the server confirmed to the cached user data (no refetch needed). */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return (update: (user: UserData) => UserData) =>
    queryClient.setQueryData(userDataQuery.queryKey, (old) => (old ? update(old) : old));
}

/** The spec's word-for-word alert when deleting a social or a link fails (docs/SPEC.md section 8). */
export const DELETE_FAILED =
  'Sorry, that could not be deleted. Please refresh the page and try again.';
