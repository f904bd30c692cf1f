import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/admin/delete-contact/{id}. */
export function deleteContact(id: number): Promise<unknown> {
  return apiRequest(`/api/admin/delete-contact/${id}`, { method: 'DELETE' });
}
