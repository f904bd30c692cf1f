import { ApiError } from './api-error';
import { getAccessToken } from './session';
import { refreshSession } from './token-refresh';

/**
 * POST one file as multipart to `url` (the JSON client sends no files): delivery files and
 * dispute files. Answers the stored file's description; throws the server's refusal.
 */
export async function uploadMemberFile<T>(url: string, file: File): Promise<T> {
  const send = (token: string | null) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    });
  };
  let response = await send(getAccessToken());
  if (response.status === 401) response = await send(await refreshSession());
  const body: unknown = await response.json().catch(() => null);
  if (response.status !== 201) throw new ApiError(response.status, body);
  return body as T;
}

/** GET a member's file with their token: the bytes. */
export async function downloadMemberFile(url: string): Promise<Blob> {
  const get = (token: string | null) =>
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  let response = await get(getAccessToken());
  if (response.status === 401) response = await get(await refreshSession());
  if (!response.ok) throw new ApiError(response.status, null);
  return response.blob();
}

/** Saves a file under its name: PDFs are never opened in the app's page. */
export async function saveMemberFile(url: string, name: string): Promise<void> {
  const href = URL.createObjectURL(await downloadMemberFile(url));
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
