import { z } from 'zod';
import type { AttachmentKind } from './chat-files';
import { digits } from './fields';
import { NUMBER_LIMITS } from './limits';

/**
 * Files of an order's deliveries (issue 51, point 4; decision 105): the chat's attachments
 * (photos and PDFs, ATTACHMENT_LIMITS), uploaded by the seller and carried by their next
 * delivery, at most `ATTACHMENT_LIMITS.perMessage` waiting at a time.
 */
export interface DeliveryFile {
  id: number;
  kind: AttachmentKind;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
  /** When a delivery carried it; null while it waits for the seller's next delivery. */
  delivered_at: string | null;
}

/** GET api/orders/{id}/delivery-files/: the order's files, newest delivery first. */
export interface DeliveryFilesData {
  files: DeliveryFile[];
}

const positiveId = digits(
  z.number().int().positive().max(NUMBER_LIMITS.id, 'Send a valid id.'),
  'Send a valid id.',
);

/** GET and DELETE api/orders/{id}/delivery-files/{file}, and its /thumb. */
export const deliveryFileParamsSchema = z.object({ id: positiveId, file: positiveId });
