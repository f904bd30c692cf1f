import {
  ATTACHMENT_LIMITS,
  DEAL_MESSAGES,
  type DeliveryFile,
  type DeliveryFilesData,
} from '@partnerly/shared';
import type { Database } from '../../db/client';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { storeFile } from '../chat/attachment-files';
import type { FileStore } from '../chat/file-store';
import type { User } from '../users/user';
import { ORDER_TRANSITIONS, sideOf } from './deal-rules';
import { dealsRepository } from './deals.repository';
import { deliveryFilesRepository, type DeliveryFileRow } from './delivery-files.repository';

/** A delivery file's bytes to serve: the file itself or its thumbnail. */
export interface DeliveryFileDownload {
  row: DeliveryFileRow;
  bytes: Buffer;
  contentType: string;
}

const present = (row: DeliveryFileRow): DeliveryFile => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  size: row.size,
  width: row.width,
  height: row.height,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});

/**
 * Files of deliveries (issue 51, point 4; decision 105): checked by the chat's own
 * `prepareFile` (photos re-encoded, PDFs by their bytes) and kept in the same file store.
 * The seller adds them while the order is theirs to deliver; the next delivery carries them.
 * The order's two members and admins see the delivered ones; anyone else gets a 404.
 */
export function deliveryFilesService(deps: { db: Database; store: FileStore }) {
  const { store } = deps;
  const files = deliveryFilesRepository(deps.db);
  const orders = dealsRepository(deps.db);

  /** The order and the member's side in it; an admin reads it as no side; others get a 404. */
  async function reader(me: User, orderId: number) {
    const order = await orders.findOrder(orderId);
    const side = order ? sideOf(order, me.id) : undefined;
    if (!order || (!side && !me.isAdmin)) throw notFound();
    return { order, side };
  }

  /** The order, when the member is its seller and may deliver now (409 otherwise). */
  async function sellerNow(me: User, orderId: number) {
    const { order, side } = await reader(me, orderId);
    if (!side) throw notFound();
    if (side !== 'seller') throw conflict(DEAL_MESSAGES.onlySeller);
    if (!ORDER_TRANSITIONS.deliver.from.includes(order.state)) {
      throw conflict(DEAL_MESSAGES.wrongState);
    }
    return order;
  }

  return {
    /** POST api/orders/{id}/delivery-files/: a file waiting for the seller's next delivery. */
    async upload(
      me: User,
      orderId: number,
      file: { bytes: Buffer; name: string },
    ): Promise<DeliveryFile> {
      await sellerNow(me, orderId);
      if ((await files.waiting(orderId)) >= ATTACHMENT_LIMITS.perMessage) {
        throw fieldError(
          'file',
          `A delivery carries at most ${ATTACHMENT_LIMITS.perMessage} files. Deliver these first.`,
        );
      }
      const row = await files.create({
        orderId,
        uploaderId: me.id,
        ...(await storeFile(store, file)),
      });
      return present(row);
    },

    /** DELETE api/orders/{id}/delivery-files/{file}: the seller takes back a waiting file. */
    async remove(me: User, orderId: number, id: number): Promise<void> {
      await sellerNow(me, orderId);
      const row = await files.removeWaiting(orderId, id);
      if (!row) throw notFound();
      await store.remove(row.thumbKey ? [row.fileKey, row.thumbKey] : [row.fileKey]);
    },

    /** GET api/orders/{id}/delivery-files/: the delivered files, and the seller's waiting. */
    async list(me: User, orderId: number): Promise<DeliveryFilesData> {
      const { side } = await reader(me, orderId);
      return { files: (await files.ofOrder(orderId, side === 'seller')).map(present) };
    },

    /** The bytes of a file (or its thumbnail) for someone who may see it. */
    async download(
      me: User,
      orderId: number,
      id: number,
      thumb: boolean,
    ): Promise<DeliveryFileDownload> {
      const { side } = await reader(me, orderId);
      const row = await files.find(orderId, id);
      // A waiting file is the seller's until it is delivered.
      const visible = row && (row.deliveredAt !== null || side === 'seller');
      const key = visible ? (thumb ? row.thumbKey : row.fileKey) : null;
      const bytes = key ? await store.get(key) : undefined;
      if (!row || !bytes) throw notFound();
      return { row, bytes, contentType: thumb ? 'image/webp' : row.contentType };
    },
  };
}

export type DeliveryFilesService = ReturnType<typeof deliveryFilesService>;
