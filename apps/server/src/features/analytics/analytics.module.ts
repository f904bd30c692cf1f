import type { FeatureModule } from '../../modules/feature-module';
import { ANALYTICS_AGGREGATE_EVERY_SECONDS, analyticsAggregateJob } from './analytics.job';
import { analyticsRoutes } from './analytics.routes';

export const analyticsModule: FeatureModule = {
  name: 'analytics',
  routes: () => [analyticsRoutes],
  jobs: {
    'analytics.aggregate': {
      run: ({ services }) => analyticsAggregateJob(services.analytics),
      every: () => ANALYTICS_AGGREGATE_EVERY_SECONDS,
    },
  },
};
