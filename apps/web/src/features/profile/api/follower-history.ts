import { useQuery } from '@tanstack/react-query';
import type { ConnectPlatform } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export interface FollowerDay {
  day: string;
  followers: number;
}

/** GET /api/connect/{platform}/history/: one connected account's followers, one count a day. */
export function useFollowerHistory(platform: ConnectPlatform) {
  return useQuery({
    queryKey: ['connections', platform, 'history'],
    queryFn: ({ signal }) =>
      apiRequest<FollowerDay[]>(`/api/connect/${platform}/history/`, { signal }),
    staleTime: 60_000,
  });
}
