import { withServices, type FeatureModule } from '../../modules/feature-module';
import type { ReviewJobs } from './review-job-payloads';
import { REVIEWS_PUBLISH_EVERY_SECONDS, publishReviewsJob } from './reviews.job';
import { reviewsRoutes } from './reviews.routes';
import { reviewsService, type ReviewsService } from './reviews.service';

declare module '../../modules/registry' {
  interface Services {
    /** Blind two-way reviews of completed orders (issue 33). */
    reviews: ReviewsService;
  }
  interface AppJobs extends ReviewJobs {}
}

export const reviewsModule: FeatureModule = {
  name: 'reviews',
  services: {
    reviews: ({ db, orders, audit, reportsAdmin }) =>
      reviewsService({ db, orders, audit, reports: reportsAdmin }),
  },
  routes: (services) => [withServices(reviewsRoutes, services)],
  jobs: {
    'reviews.publish': {
      run: ({ reviews }) => publishReviewsJob(reviews),
      every: () => REVIEWS_PUBLISH_EVERY_SECONDS,
    },
  },
};
