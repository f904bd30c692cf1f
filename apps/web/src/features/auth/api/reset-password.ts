import { apiClient } from './api-client-on-demand';

const PATH = '/api/reset-password/';

async function post<T>(body: Record<string, unknown>): Promise<T> {
  const { apiRequest } = await apiClient();
  // Anyone who knows the account name may reset it, so no session is involved.
  return apiRequest<T>(PATH, { method: 'POST', body, auth: false });
}

/** Stage 0: finds the account; answers its masked e-mail ("" when it has none). */
export function findAccount(find: string): Promise<{ email: string }> {
  return post({ stage: 0, find });
}

/** Stage 1: mails the confirmation code. */
export function sendResetCode(find: string): Promise<unknown> {
  return post({ stage: 1, find, method: 'email' });
}

/** Stage 2: trades the code for a one-time reset token. */
export function verifyResetCode(find: string, code: string): Promise<{ token: string }> {
  return post({ stage: 2, find, method: 'email', code });
}

/** Stage 3: sets the new password (every session of the account ends). */
export function setNewPassword(find: string, token: string, newPassword: string): Promise<unknown> {
  return post({ stage: 3, find, token, new_password: newPassword });
}
