import type { LoginInput, TokenPair } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/token with a username or e-mail and the password. */
export function login(values: LoginInput): Promise<TokenPair> {
  return apiRequest<TokenPair>('/api/token', { method: 'POST', body: values, auth: false });
}
