import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/orders/{id}/delivery-files/{file}: the seller takes back a waiting file. */
export const removeDeliveryFile = (orderId: number, fileId: number): Promise<void> =>
  apiRequest(`/api/orders/${orderId}/delivery-files/${fileId}`, { method: 'DELETE' });
