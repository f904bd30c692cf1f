import { platformName, type Offer } from '@partnerly/shared';

/** "2 × Reel on Instagram, 1 × Story on TikTok". */
export const deliverablesLine = (offer: Pick<Offer, 'deliverables'>) =>
  offer.deliverables
    .map(
      ({ quantity, what, platform }) =>
        `${quantity} × ${what} on ${platform === 'Other' ? 'another platform' : platformName(platform)}`,
    )
    .join(', ');
