import type { ExplorePage } from '@partnerly/shared';
import { presentAd } from '../ads/ads.presenter';
import type { ExploreRow } from './explore.repository';

/** A page of the explore grid: each ad with its owner's name and picture. */
export const presentExplorePage = (page: {
  rows: ExploreRow[];
  next: number | null;
}): ExplorePage => ({
  data: page.rows.map((row) => presentAd(row.ad, row)),
  next: page.next,
});
