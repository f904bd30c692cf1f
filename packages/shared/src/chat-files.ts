import { z } from 'zod';
import { REQUIRED, digits, jsonId, trimmedLine } from './fields';

/** Attachments of chat messages (issue 34, point 4). */
export const ATTACHMENT_LIMITS = {
  /** Files one message may carry. */
  perMessage: 10,
  /** Bytes of one uploaded file, as sent. */
  bytes: 10 * 1024 * 1024,
  /** Characters of a file's name as shown and offered for download. */
  name: 120,
} as const;

export type AttachmentKind = 'image' | 'pdf';

/** An attachment as a message carries it; an image has its stored width and height. */
export interface AttachmentData {
  id: number;
  kind: AttachmentKind;
  name: string;
  size: number;
  width?: number;
  height?: number;
}

/** 201 of POST api/chat/attachments/: the stored file, to name in a message frame. */
export interface UploadedAttachment {
  id: number;
  kind: AttachmentKind;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** What a new message says of its files: up to ten distinct uploaded ids. */
export const attachmentIdsSchema = z
  .array(jsonId('Send attachment ids.'), { error: 'Send a list of attachment ids.' })
  .max(
    ATTACHMENT_LIMITS.perMessage,
    `A message carries at most ${ATTACHMENT_LIMITS.perMessage} files.`,
  )
  .refine((ids) => new Set(ids).size === ids.length, 'Attach each file once.');

/** The form field naming the conversation an upload is for (sent before the file). */
export const attachmentReceiverSchema = trimmedLine().min(1, REQUIRED).max(150);

/** GET api/chat/attachments/{id} and /{id}/thumb. */
export const attachmentParamsSchema = z.object({
  id: digits(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});
