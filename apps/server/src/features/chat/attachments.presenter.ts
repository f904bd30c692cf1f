import type { AttachmentData, UploadedAttachment } from '@partnerly/shared';
import type { AttachmentRow } from './attachments.repository';

/** An attachment as messages carry it (width and height for images only). */
export const presentAttachment = (row: AttachmentRow): AttachmentData => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  size: row.size,
  ...(row.width !== null && row.height !== null ? { width: row.width, height: row.height } : {}),
});

/** The 201 of an upload. */
export const presentUpload = (row: AttachmentRow): UploadedAttachment => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  size: row.size,
  width: row.width,
  height: row.height,
});

/** Each message's attachments by message id. */
export function attachmentsByMessage(rows: AttachmentRow[]): Map<number, AttachmentData[]> {
  const byMessage = new Map<number, AttachmentData[]>();
  for (const row of rows) {
    if (row.messageId === null) continue;
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), presentAttachment(row)]);
  }
  return byMessage;
}
