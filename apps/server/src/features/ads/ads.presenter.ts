import type { AdData } from '@partnerly/shared';
import { mediaUrl } from '../media/media.presenter';
import type { AdRow } from './ads.repository';

/** An ad on the wire: prices in whole currency units, an empty image address when none. */
export const presentAd = (
  row: AdRow,
  owner: { username: string; pictureHash: string | null },
): AdData => ({
  id: row.id,
  image: mediaUrl(row.imageHash) ?? '',
  title: row.title,
  text: row.text,
  cpm: row.cpmCents / 100,
  user: owner.username,
  profile_picture: mediaUrl(owner.pictureHash),
});
