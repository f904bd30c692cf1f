import { AD_IMAGE_SIZE } from '@partnerly/shared';
import type { AdData } from '@partnerly/shared';
import { ResponsiveImage } from './ResponsiveImage';

interface AdImageProps {
  ad: Pick<AdData, 'image' | 'title'>;
  /** How wide the image is drawn in each layout: the `sizes` attribute. */
  sizes: string;
  /** Below the fold: load only when scrolled near. */
  lazy: boolean;
}

/** An ad's square image across its card; width and height hold the card's shape while it loads. */
export function AdImage({ ad, sizes, lazy }: AdImageProps) {
  return (
    <ResponsiveImage
      src={ad.image}
      alt={ad.title}
      imageWidth={AD_IMAGE_SIZE}
      width={AD_IMAGE_SIZE}
      height={AD_IMAGE_SIZE}
      sizes={sizes}
      lazy={lazy}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
}
