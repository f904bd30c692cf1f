import { AD_IMAGE_SIZE, type AdData } from '@partnerly/shared';
import type { Database } from '../../db/client';
import { reencodeSquareJpeg } from '../../lib/images';
import type { MediaService } from '../media/media.service';
import { presentAd } from './ads.presenter';
import type { AdsRepository } from './ads.repository';

type AdOwner = { id: number; username: string; pictureHash: string | null };

export interface NewAd {
  title: string;
  text: string;
  /** Cost per thousand views in dollars, as the form sends it. */
  cpm: number;
  /** The picture as a data URL; stored re-encoded. */
  picture: string;
}

/** An owner's ads with their pictures; the admin removes a reported one the same way. */
export function adsService({ ads, media }: { ads: AdsRepository; media: MediaService }) {
  return {
    list: ads.list,

    /** Stores the owner's new ad; answers it as the explore grid shows it. */
    async add(owner: AdOwner, ad: NewAd): Promise<AdData> {
      const imageHash = await media.store(await reencodeSquareJpeg(ad.picture, AD_IMAGE_SIZE));
      const row = await ads.add({
        userId: owner.id,
        title: ad.title,
        text: ad.text,
        cpmCents: Math.round(ad.cpm * 100),
        imageHash,
      });
      return presentAd(row, owner);
    },

    /**
     * Deletes the owner's ad and its picture unless another uses it; false when none. With
     * `executor`, inside its transaction (an admin's removal with its audit line).
     */
    async remove(userId: number, id: number, executor?: Database): Promise<boolean> {
      const imageHash = await ads.delete(userId, id, executor);
      if (!imageHash) return false;
      await media.releaseIfUnused(imageHash, executor);
      return true;
    },
  };
}

export type AdsService = ReturnType<typeof adsService>;
