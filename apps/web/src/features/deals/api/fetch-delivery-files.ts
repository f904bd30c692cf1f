import type { DeliveryFilesData } from '@partnerly/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/orders/{id}/delivery-files/: the delivered files, and the seller's waiting ones. */
export const fetchDeliveryFiles = (orderId: number): Promise<DeliveryFilesData> =>
  apiRequest(`/api/orders/${orderId}/delivery-files/`);
