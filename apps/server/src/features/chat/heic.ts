import sharp, { type Sharp } from 'sharp';

/**
 * A HEIC photo (what iPhones take) as an image sharp can re-encode: sharp's prebuilt libvips
 * has no HEVC decoder, so libheif compiled to WebAssembly (`heic-decode`) decodes the first
 * image to pixels. Its size is checked before any pixel is decoded, against the pixel limit
 * every photo has: a 10 MB file may declare a picture far larger than memory (decision 058).
 * The decoder is loaded at the first HEIC photo: its WebAssembly takes a second or more to load,
 * which every start of the server (and every test file) would otherwise pay.
 */
export async function heicImage(bytes: Buffer, maxPixels: number): Promise<Sharp> {
  const { default: heicDecode } = await import('heic-decode');
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
