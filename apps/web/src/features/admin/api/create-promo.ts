import type { CreatePromoInput } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/create-promo/: 201 with the new code; 400 when the name is taken. */
export function createPromo(values: CreatePromoInput): Promise<{ id: number; code: string }> {
  return apiRequest('/api/admin/create-promo/', { method: 'POST', body: values });
}
