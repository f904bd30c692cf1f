import type { RegisterInput } from '@partnerly/shared';
import { apiClient } from './api-client-on-demand';

/**
 * POST /api/user/register/. The status is the answer: 200 fields valid and a code is needed,
 * 208 a live code was already sent, 201 the account exists.
 */
export async function registerUser(values: RegisterInput): Promise<number> {
  const { apiFetch } = await apiClient();
  const { status } = await apiFetch('/api/user/register/', {
    method: 'POST',
    body: values,
    auth: false,
  });
  return status;
}
