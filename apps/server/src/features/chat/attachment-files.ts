import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ATTACHMENT_LIMITS, type AttachmentKind } from '@partnerly/shared';
import { fieldError } from '../../lib/errors';
import { MAX_IMAGE_SIDE } from '../../lib/images';
import type { FileStore } from './file-store';
import { heicImage } from './heic';

/** The longest side of a stored photo and of its thumbnail, in pixels. */
const FULL_SIDE = 2560;
const THUMB_SIDE = 480;

/** Image types read from the bytes; everything else but a PDF is refused (SVG included). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic']);

export const UNSUPPORTED_FILE = 'Send a photo (JPEG, PNG, WebP, AVIF or HEIC) or a PDF.';

/** A file ready to store: an image re-encoded without metadata, or a PDF as sent. */
export interface PreparedFile {
  kind: AttachmentKind;
  name: string;
  contentType: string;
  bytes: Buffer;
  thumb: Buffer | null;
  width: number | null;
  height: number | null;
}

/**
 * A file name fit to show and to offer for download: no folders, control or formatting
 * characters, quotes or slashes, at most 120 characters, and the extension of what it is.
 */
export function cleanName(declared: string, kind: AttachmentKind): string {
  const base = (declared.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .replace(/\.[^.]{1,8}$/, '')
    .trim();
  const extension = kind === 'pdf' ? '.pdf' : '.webp';
  const stem = (base || (kind === 'pdf' ? 'document' : 'photo')).slice(
    0,
    ATTACHMENT_LIMITS.name - extension.length,
  );
  return `${stem}${extension}`;
}

/**
 * Reads what a file is from its bytes, never its name or declared type, and prepares it:
 * photos decoded and re-encoded (so nothing uploaded is served back as it came, and no
 * location or camera data survives), PDFs kept byte for byte (served only as downloads).
 */
export async function prepareFile(bytes: Buffer, declaredName: string): Promise<PreparedFile> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/pdf') {
    return {
      kind: 'pdf',
      name: cleanName(declaredName, 'pdf'),
      contentType: 'application/pdf',
      bytes,
      thumb: null,
      width: null,
      height: null,
    };
  }
  if (!type || !IMAGE_TYPES.has(type.mime)) throw fieldError('file', UNSUPPORTED_FILE);
  const unreadable = () =>
    fieldError('file', 'This photo is damaged or in a form we cannot read. Try a JPEG or PNG.');
  const options = { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: 'error' } as const;
  try {
    const source =
      type.mime === 'image/heic'
        ? await heicImage(bytes, options.limitInputPixels)
        : sharp(bytes, options);
    const encode = (side: number, quality: number) =>
      source
        .clone()
        .rotate()
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
    const [full, thumb] = await Promise.all([encode(FULL_SIDE, 84), encode(THUMB_SIDE, 76)]);
    return {
      kind: 'image',
      name: cleanName(declaredName, 'image'),
      contentType: 'image/webp',
      bytes: full.data,
      thumb: thumb.data,
      width: full.info.width,
      height: full.info.height,
    };
  } catch {
    throw unreadable();
  }
}

/**
 * Checks and prepares an uploaded file (prepareFile), puts it and its thumbnail in the store,
 * and answers the columns a chat attachment or a delivery file keeps of it.
 */
export async function storeFile(store: FileStore, file: { bytes: Buffer; name: string }) {
  const prepared = await prepareFile(file.bytes, file.name);
  const fileKey = randomUUID();
  const thumbKey = prepared.thumb ? randomUUID() : null;
  await store.put(fileKey, prepared.bytes);
  if (thumbKey && prepared.thumb) await store.put(thumbKey, prepared.thumb);
  return {
    kind: prepared.kind,
    name: prepared.name,
    contentType: prepared.contentType,
    size: prepared.bytes.length,
    width: prepared.width,
    height: prepared.height,
    fileKey,
    thumbKey,
  };
}
