import type { FeatureModule } from '../../modules/feature-module';
import { exploreRoutes } from './explore.routes';

export const exploreModule: FeatureModule = {
  name: 'explore',
  routes: () => [exploreRoutes],
};
