import type { FeatureModule } from '../../modules/feature-module';
import { healthRoutes } from './health.routes';

export const healthModule: FeatureModule = {
  name: 'health',
  routes: ({ redis }) => [[healthRoutes, { redis }]],
};
