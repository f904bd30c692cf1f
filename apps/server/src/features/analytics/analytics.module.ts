import { withServices, type FeatureModule } from '../../modules/feature-module';
import type { AnalyticsJobs } from './analytics-job-payloads';
import { ANALYTICS_AGGREGATE_EVERY_SECONDS, analyticsAggregateJob } from './analytics.job';
import { analyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { analyticsService, type AnalyticsService } from './analytics.service';

declare module '../../modules/registry' {
  interface Services {
    analytics: AnalyticsService;
  }
  interface AppJobs extends AnalyticsJobs {}
}

export const analyticsModule: FeatureModule = {
  name: 'analytics',
  services: {
    analytics: ({ db, config }) =>
      analyticsService({
        repository: analyticsRepository(db),
        publicUrl: config.publicUrl,
        secret: config.jwtSecret,
      }),
  },
  routes: (services) => [withServices(analyticsRoutes, services)],
  jobs: {
    'analytics.aggregate': {
      run: ({ analytics }) => analyticsAggregateJob(analytics),
      every: () => ANALYTICS_AGGREGATE_EVERY_SECONDS,
    },
  },
};
