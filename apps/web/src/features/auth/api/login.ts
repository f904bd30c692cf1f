import type { LoginInput, TokenPair } from '@partnerly/shared';
import { apiClient } from './api-client-on-demand';

/** POST /api/token with a username or e-mail and the password. */
export async function login(values: LoginInput): Promise<TokenPair> {
  const { apiRequest } = await apiClient();
  return apiRequest<TokenPair>('/api/token', { method: 'POST', body: values, auth: false });
}
