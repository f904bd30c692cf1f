import type { DeliveryFile } from '@partnerly/shared';
import { uploadMemberFile } from '../../../lib/member-files';

/** POST /api/orders/{id}/delivery-files/ as multipart. */
export const uploadDeliveryFile = (orderId: number, file: File): Promise<DeliveryFile> =>
  uploadMemberFile(`/api/orders/${orderId}/delivery-files/`, file);
