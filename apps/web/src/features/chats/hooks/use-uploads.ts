import { useEffect, useRef, useState } from 'react';
import { ATTACHMENT_LIMITS, type AttachmentData, type UploadedAttachment } from '@partnerly/shared';
import { errorMessage } from '../../../lib/api-errors';
import { uploadAttachment, type UploadHandle } from '../api/attachments';

/** A file picked for the next message: uploading, stored, or refused with a reason. */
export interface Upload {
  key: string;
  name: string;
  size: number;
  /** From 0 to 1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
  attachment?: AttachmentData;
}

const TOO_MANY = `A message carries at most ${ATTACHMENT_LIMITS.perMessage} files.`;
const TOO_LARGE = `Files can be at most ${ATTACHMENT_LIMITS.bytes / 1024 / 1024} MB.`;

/** The wire's upload answer as messages carry it (no width or height for a PDF). */
const attachmentOf = ({ width, height, ...rest }: UploadedAttachment): AttachmentData =>
  width !== null && height !== null ? { ...rest, width, height } : rest;

let sequence = 0;

/**
 * The files of the message being written: each uploads as soon as it is picked, pasted or
 * dropped, with its progress, and can be cancelled or removed until the message is sent.
 */
export function useUploads(receiver: string) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const handles = useRef(new Map<string, UploadHandle>());
  const change = (key: string, values: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...values } : item)));

  const add = (files: File[]) => {
    const room = ATTACHMENT_LIMITS.perMessage - uploads.length;
    setNotice(files.length > room ? TOO_MANY : null);
    const added = files.slice(0, Math.max(0, room)).map((file): Upload => {
      sequence += 1;
      const key = `upload-${sequence}`;
      const base = { key, name: file.name, size: file.size, progress: 0 };
      if (file.size > ATTACHMENT_LIMITS.bytes)
        return { ...base, status: 'failed', error: TOO_LARGE };
      const handle = uploadAttachment(receiver, file, (progress) => change(key, { progress }));
      handles.current.set(key, handle);
      handle.done
        .then((stored) =>
          change(key, { status: 'done', progress: 1, attachment: attachmentOf(stored) }),
        )
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          change(key, { status: 'failed', error: errorMessage(error) });
        })
        .finally(() => handles.current.delete(key));
      return { ...base, status: 'uploading' };
    });
    setUploads((list) => [...list, ...added]);
  };

  /** Cancels an upload under way, or takes a file off the message. */
  const remove = (key: string) => {
    handles.current.get(key)?.cancel();
    setUploads((list) => list.filter((item) => item.key !== key));
    setNotice(null);
  };

  // Leaving the conversation stops what is still uploading.
  useEffect(() => {
    const running = handles.current;
    return () => running.forEach((handle) => handle.cancel());
  }, []);

  return {
    uploads,
    notice,
    add,
    remove,
    clear: () => setUploads([]),
    busy: uploads.some((item) => item.status === 'uploading'),
    ready: uploads.flatMap((item) => (item.attachment ? [item.attachment] : [])),
  };
}

export type Uploads = ReturnType<typeof useUploads>;
