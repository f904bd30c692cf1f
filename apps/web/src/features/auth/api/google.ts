import { useEffect, useState } from 'react';
import type { TokenPair } from '@partnerly/shared';
import { apiClient } from './api-client-on-demand';

export type GoogleMethod = 'login' | 'register';

interface ClientConfig {
  google_client_id: string | null;
}

let clientConfig: Promise<ClientConfig> | undefined;

/**
 * GET /api/client-config/, once per page load (a failure is asked again by the next caller).
 * A plain fetch, not a query or the API client: the sign-in pages are server-rendered without
 * either, and this call is made as they load (docs/decisions/042).
 */
function loadClientConfig(): Promise<ClientConfig> {
  if (!clientConfig) {
    clientConfig = fetch('/api/client-config/').then(async (response) => {
      if (!response.ok) throw new Error(`client-config answered ${response.status}`);
      return (await response.json()) as ClientConfig;
    });
    clientConfig.catch(() => {
      clientConfig = undefined;
    });
  }
  return clientConfig;
}

/** The Google client id when Google sign-in is configured on this server, else null. */
export function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    loadClientConfig().then(
      (config) => active && setClientId(config.google_client_id),
      // Unknown means no button, as when it is not configured.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return clientId;
}

/** POST /api/auth/google/ with the credential the Google widget returned. */
export async function googleSignIn(token: string, method: GoogleMethod): Promise<TokenPair> {
  const { apiRequest } = await apiClient();
  return apiRequest<TokenPair>('/api/auth/google/', {
    method: 'POST',
    body: { token, method },
    auth: false,
  });
}
