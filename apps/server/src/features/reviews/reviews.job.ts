import type { ReviewsService } from './reviews.service';

/** Every ten minutes: a blind review shows within minutes of its 14 days ending. */
export const REVIEWS_PUBLISH_EVERY_SECONDS = 10 * 60;

/** The publishing job: one conditional UPDATE, so two instances running it publish once. */
export const publishReviewsJob = (reviews: Pick<ReviewsService, 'publishDue'>) => async () => {
  await reviews.publishDue();
};
