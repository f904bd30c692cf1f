import { queryOptions } from '@tanstack/react-query';
import type { TokenPair } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

export type GoogleMethod = 'login' | 'register';

interface ClientConfig {
  google_client_id: string | null;
}

/** GET /api/client-config/: whether Google sign-in is configured on this server. */
export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => apiRequest<ClientConfig>('/api/client-config/', { signal, auth: false }),
  staleTime: Infinity,
  retry: false,
});

/** POST /api/auth/google/ with the credential the Google widget returned. */
export function googleSignIn(token: string, method: GoogleMethod): Promise<TokenPair> {
  return apiRequest<TokenPair>('/api/auth/google/', {
    method: 'POST',
    body: { token, method },
    auth: false,
  });
}
