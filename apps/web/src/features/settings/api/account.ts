import type { TokenPair, UpdateEmailInput } from '@partnerly/shared';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** PUT /api/update-user/: renames the account (the public link changes with it). */
export function updateUsername(username: string): Promise<{ username: string }> {
  return apiRequest('/api/update-user/', { method: 'PUT', body: { username } });
}

/**
 * PUT api/update-email/. The status is the answer: 200 a code is needed, 208 a live code was
 * already sent, 201 the address changed.
 */
export async function updateEmail(values: UpdateEmailInput): Promise<number> {
  const { status } = await apiFetch('/api/update-email/', { method: 'PUT', body: values });
  return status;
}

/** PUT /api/update-password/: ends every other session and answers this device's new pair. */
export function updatePassword(oldPassword: string, newPassword: string): Promise<TokenPair> {
  return apiRequest('/api/update-password/', {
    method: 'PUT',
    body: { old_password: oldPassword, new_password: newPassword },
  });
}

/** DELETE /api/delete-user/: refused with 400 while a subscription is active. */
export function deleteAccount(): Promise<unknown> {
  return apiRequest('/api/delete-user/', { method: 'DELETE' });
}

/** POST /api/contact_us/ from the settings Contact tab (the server knows the sender). */
export function sendSettingsContact(values: {
  subject: string;
  message: string;
}): Promise<unknown> {
  return apiRequest('/api/contact_us/', { method: 'POST', body: values });
}

/**
 * GET /api/export/: everything the account holds, saved as a JSON file. Fetched through the
 * API client (it carries the session), then handed to the browser as a download.
 */
export async function downloadMyData(username: string): Promise<void> {
  const data = await apiRequest<{ exported_at: string }>('/api/export/');
  downloadFile(
    JSON.stringify(data, null, 2),
    'application/json',
    `partnerly-${username}-${data.exported_at.slice(0, 10)}.json`,
  );
}
