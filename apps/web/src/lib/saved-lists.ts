import type { ListData, ListSummary } from '@partnerly/shared';
import { apiRequest } from './api-client';
import { downloadFile } from './download-file';

/** The query keys of the shortlists, so a change anywhere refreshes every view of them. */
export const savedListsKey = ['saved-lists'] as const;
export const savedListKey = (id: number) => [...savedListsKey, id] as const;

const listPath = (id: number) => `/api/lists/${id}/`;
const itemPath = (id: number, username: string) =>
  `/api/lists/${id}/items/${encodeURIComponent(username)}/`;

/** GET /api/lists/: with `username`, each list says whether that profile is saved in it. */
export function fetchLists(username?: string): Promise<ListSummary[]> {
  const query = username ? `?username=${encodeURIComponent(username)}` : '';
  return apiRequest(`/api/lists/${query}`);
}

export const fetchList = (id: number): Promise<ListData> => apiRequest(listPath(id));

export const createList = (name: string): Promise<ListSummary> =>
  apiRequest('/api/lists/', { method: 'POST', body: { name } });

export const renameList = (id: number, name: string): Promise<ListSummary> =>
  apiRequest(listPath(id), { method: 'PUT', body: { name } });

export const deleteList = (id: number): Promise<unknown> =>
  apiRequest(listPath(id), { method: 'DELETE' });

export const saveToList = (id: number, username: string, note = ''): Promise<ListData> =>
  apiRequest(`/api/lists/${id}/items/`, { method: 'POST', body: { username, note } });

export const setListNote = (id: number, username: string, note: string): Promise<ListData> =>
  apiRequest(itemPath(id, username), { method: 'PUT', body: { note } });

export const removeFromList = (id: number, username: string): Promise<unknown> =>
  apiRequest(itemPath(id, username), { method: 'DELETE' });

/** GET /api/lists/{id}/export.csv, saved as `<list name>.csv`. */
export async function exportList(list: { id: number; name: string }): Promise<void> {
  const csv = await apiRequest<string>(`/api/lists/${list.id}/export.csv`);
  const safeName = list.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'list';
  downloadFile(csv, 'text/csv', `${safeName}.csv`);
}
