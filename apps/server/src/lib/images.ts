import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from './errors';

/** About 40 megapixels: any real photo fits, a decompression bomb does not. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface EncodedImage {
  hash: string;
  bytes: Buffer;
}

/**
 * Decodes an uploaded data URL and re-encodes it as a square JPEG without metadata, so no
 * uploaded byte is ever served back as it came.
 */
export async function reencodeSquareJpeg(dataUrl: string, size: number): Promise<EncodedImage> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const unreadable = () => badRequest('The file is not a JPEG, PNG or WebP image we can read.');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unreadable();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unreadable();
  let bytes: Buffer;
  try {
    bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest('The image is too large or damaged. Try a smaller picture.');
  }
  return { hash: createHash('sha256').update(bytes).digest('hex'), bytes };
}
