import heicDecode from 'heic-decode';
import sharp, { type Sharp } from 'sharp';

/**
 * A HEIC photo (what iPhones take) as an image sharp can re-encode: sharp's prebuilt libvips
 * has no HEVC decoder, so libheif compiled to WebAssembly (`heic-decode`) decodes the first
 * image to pixels. Its size is checked before any pixel is decoded, against the pixel limit
 * every photo has: a 10 MB file may declare a picture far larger than memory (decision 058).
 */
export async function heicImage(bytes: Buffer, maxPixels: number): Promise<Sharp> {
  const images = await heicDecode.all({ buffer: bytes });
  try {
    const first = images[0];
    if (!first || first.width * first.height > maxPixels) {
      throw new Error('no image, or one too large to decode');
    }
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}
