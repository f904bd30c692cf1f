import type { ExplorePage } from '@partnerly/shared';
import { presentAd } from '../ads/ads.presenter';
import type { ExploreRow } from './explore.repository';

/** A page of the explore grid: each ad with its owner's name, picture and rating. */
export const presentExplorePage = (page: {
  rows: ExploreRow[];
  next: number | null;
}): ExplorePage => ({
  data: page.rows.map((row) => ({
    ...presentAd(row.ad, row),
    rating: row.rating === null ? null : Number(row.rating),
    reviews_count: row.reviewsCount,
  })),
  next: page.next,
});
