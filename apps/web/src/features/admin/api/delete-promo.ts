import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/admin/delete-promo/{id}. */
export function deletePromo(id: number): Promise<unknown> {
  return apiRequest(`/api/admin/delete-promo/${id}`, { method: 'DELETE' });
}
