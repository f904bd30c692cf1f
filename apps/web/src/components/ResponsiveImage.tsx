import type { CSSProperties } from 'react';
import { imageSources } from '../lib/image-sources';

interface ResponsiveImageProps {
  /** The image's address as the API gives it. */
  src: string;
  alt: string;
  /** Width of the stored image: no variant wider than it exists. */
  imageWidth: number;
  /** The <img>'s width and height attributes, so the page keeps its box before it loads. */
  width: number;
  height: number;
  /** How wide the image is drawn in each layout: the `sizes` attribute. */
  sizes: string;
  /** Loads only when scrolled near; for images that may start below the fold. */
  lazy?: boolean;
  /** The page's main image (its largest paint): fetched before the scripts. */
  priority?: boolean;
  style?: CSSProperties;
  onError?: () => void;
}

/**
 * A stored image as a <picture>: AVIF or WebP at the width the layout needs, JPEG for
 * browsers that take neither (decision 011).
 */
export function ResponsiveImage({
  src,
  imageWidth,
  sizes,
  lazy,
  priority,
  ...img
}: ResponsiveImageProps) {
  const sources = imageSources(src, imageWidth);
  return (
    <picture style={{ display: 'block' }}>
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        {...img}
      />
    </picture>
  );
}
