import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserData } from '@partnerly/shared';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';

/** GET api/UserData/: the signed-in user, loaded once by the authenticated shell. */
export const userDataQuery = queryOptions({
  queryKey: ['user-data'],
  queryFn: ({ signal }) => apiRequest<UserData>('/api/UserData/', { signal }),
  // A 4xx will not change on a retry (the client already refreshed the session once).
  retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  staleTime: 60_000,
});

/**
 * The signed-in user's data. Only for pages inside the AppShell, which renders them after the
 * data has loaded, so the value is always there.
 */
export function useUserData(): UserData {
  const { data } = useQuery(userDataQuery);
  if (!data) throw new Error('useUserData() is only available inside the AppShell');
  return data;
}

/** Updates the cached user after a change the server confirmed (name, e-mail). */
export function useUpdateUserData() {
  const queryClient = useQueryClient();
  return (patch: Partial<UserData>) =>
    queryClient.setQueryData(userDataQuery.queryKey, (old) => (old ? { ...old, ...patch } : old));
}
