import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { isSubscriptionActive } from '@partnerly/shared';
import type { ConnectPlatform, ConnectionData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';
import { userDataQuery, useUserData } from '../../../lib/user-data';
import { DELETE_FAILED } from './profile-cache';

export interface ConnectionsOverview {
  /** The platforms with a Connect button on this server. */
  platforms: ConnectPlatform[];
  connections: ConnectionData[];
}

export const connectionsKey = ['connections'] as const;

/**
 * GET /api/connect/: what can be connected here, and the member's connections. Full Access
 * only: an Explorer never asks, since the client reads any 403 as a lapsed subscription.
 */
export function useConnections() {
  const user = useUserData();
  return useQuery({
    queryKey: connectionsKey,
    queryFn: ({ signal }) => apiRequest<ConnectionsOverview>('/api/connect/', { signal }),
    enabled: isSubscriptionActive(user.subscription),
    staleTime: 60_000,
  });
}

/**
 * POST /api/connect/{platform}/start/, then off to the platform's sign-in page. The address
 * comes from the API because only a signed-in call can say who is connecting.
 */
export async function startConnect(platform: ConnectPlatform): Promise<void> {
  const { url } = await apiRequest<{ url: string }>(`/api/connect/${platform}/start/`, {
    method: 'POST',
  });
  window.location.assign(url);
}

/** DELETE /api/connect/{platform}/: the tokens go at once, and the social with them. */
export function useDisconnect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (platform: ConnectPlatform) =>
      apiRequest(`/api/connect/${platform}/`, { method: 'DELETE' }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: connectionsKey }),
        client.invalidateQueries({ queryKey: userDataQuery.queryKey }),
      ]);
    },
    onError: () => notifications.show({ color: 'red', message: DELETE_FAILED }),
  });
}
