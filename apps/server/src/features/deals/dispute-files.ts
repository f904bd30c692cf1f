import { DISPUTE_LIMITS, type DisputeFile } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { storeFile } from '../chat/attachment-files';
import type { FileStore } from '../chat/file-store';
import { disputeFilesRepository, type DisputeFileRow } from './dispute-files.repository';

/** A dispute file's bytes to serve: the file itself or its thumbnail. */
export interface DisputeFileDownload {
  row: DisputeFileRow;
  bytes: Buffer;
  contentType: string;
}

export const presentDisputeFile = (row: DisputeFileRow): DisputeFile => ({
  id: row.id,
  side: row.side,
  kind: row.kind,
  name: row.name,
  size: row.size,
  width: row.width,
  height: row.height,
  at: row.createdAt.toISOString(),
});

/**
 * Files attached to a side's case (issue 53, decision 113): checked and kept as chat
 * attachments are (`storeFile`: photos re-encoded, PDFs by their bytes, the same size limit),
 * at most `DISPUTE_LIMITS.filesPerSide` a side. Who may add or read is the disputes service's
 * call; this keeps the files.
 */
export function disputeFilesStore(db: Database, store: FileStore) {
  const files = disputeFilesRepository(db);
  return {
    ofOrder: files.ofOrder,

    async add(
      orderId: number,
      side: 'buyer' | 'seller',
      uploaderId: number,
      file: { bytes: Buffer; name: string },
    ): Promise<DisputeFile> {
      if ((await files.countOf(orderId, side)) >= DISPUTE_LIMITS.filesPerSide) {
        throw fieldError('file', `A case takes at most ${DISPUTE_LIMITS.filesPerSide} files.`);
      }
      const row = await files.create({
        orderId,
        side,
        uploaderId,
        ...(await storeFile(store, file)),
      });
      return presentDisputeFile(row);
    },

    async download(orderId: number, id: number, thumb: boolean): Promise<DisputeFileDownload> {
      const row = await files.find(orderId, id);
      const key = row && (thumb ? row.thumbKey : row.fileKey);
      const bytes = key ? await store.get(key) : undefined;
      if (!row || !bytes) throw notFound();
      return { row, bytes, contentType: thumb ? 'image/webp' : row.contentType };
    },
  };
}
