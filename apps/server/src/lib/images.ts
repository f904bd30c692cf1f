import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from './errors';

/** 7,000 x 7,000 (49 megapixels): a 48-megapixel phone photo fits, a decompression bomb does not. */
export const MAX_IMAGE_SIDE = 7_000;
const MAX_INPUT_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;
export const TOO_MANY_PIXELS = `Pictures can be at most ${MAX_IMAGE_SIDE.toLocaleString('en-US')} x ${MAX_IMAGE_SIDE.toLocaleString('en-US')} pixels (49 megapixels). Try a smaller picture.`;
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
  let metadata: Metadata;
  try {
    // The header only, whatever its size: the limit is checked next, with its own message.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw unreadable();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw badRequest(TOO_MANY_PIXELS);
  }
  let bytes: Buffer;
  try {
    bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest('The image is damaged or cannot be read. Try another picture.');
  }
  return { hash: createHash('sha256').update(bytes).digest('hex'), bytes };
}
