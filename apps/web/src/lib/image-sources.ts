import {
  MEDIA_VARIANT_TYPES,
  MEDIA_VARIANT_WIDTHS,
  mediaVariantUrl,
  type MediaVariantFormat,
} from '@partnerly/shared';

/** The address the API gives for a stored image, optionally on another origin. */
const STORED_IMAGE = /^(.*)\/media\/([0-9a-f]{64})\.jpg$/;

export interface ImageSources {
  /** The stored image, for browsers without srcset. */
  src: string;
  /** JPEG variants and the stored image, for the <img>; absent when there are none. */
  srcSet?: string;
  /** <source> candidates of <picture>, best format first. */
  sources: { type: string; srcSet: string }[];
}

/**
 * The variant addresses of an image the API named (decision 011): AVIF and WebP for browsers
 * that take them, JPEG for the rest, each in the widths up to the stored `imageWidth`. Any
 * other address (a data URL being cropped, a test double) comes back as it is.
 */
export function imageSources(url: string, imageWidth: number): ImageSources {
  const match = STORED_IMAGE.exec(url);
  if (!match) return { src: url, sources: [] };
  const [, origin = '', hash = ''] = match;
  const widths = MEDIA_VARIANT_WIDTHS.filter((width) => width <= imageWidth);
  const candidates = (format: MediaVariantFormat) =>
    widths.map((width) => `${origin}${mediaVariantUrl(hash, width, format)} ${width}w`);
  const modern = (['avif', 'webp'] as const).map((format) => ({
    type: MEDIA_VARIANT_TYPES[format],
    srcSet: candidates(format).join(', '),
  }));
  return {
    src: url,
    // The stored image ends the JPEG list: the sharpest choice for a large, dense screen.
    srcSet: [...candidates('jpg'), `${url} ${imageWidth}w`].join(', '),
    sources: modern,
  };
}
