/** Sides in pixels of the square images the server stores: the cropper's output sizes. */
export const PICTURE_SIZE = 512;
export const AD_IMAGE_SIZE = 1080;

/**
 * Widths the server renders each stored image at (never wider than the image itself), so a
 * 32 px avatar or a phone-wide ad downloads only what it shows. See decision 011.
 */
export const MEDIA_VARIANT_WIDTHS = [96, 192, 384, 768] as const;

/** Variant formats, best first, by their extension in `/media/{hash}/{width}.{format}`. */
export const MEDIA_VARIANT_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
} as const;

export type MediaVariantFormat = keyof typeof MEDIA_VARIANT_TYPES;
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];

/** The address of one variant of the image with this content hash. */
export const mediaVariantUrl = (hash: string, width: number, format: MediaVariantFormat) =>
  `/media/${hash}/${width}.${format}`;
