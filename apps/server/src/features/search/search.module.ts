import type { FeatureModule } from '../../modules/feature-module';
import { searchRoutes } from './search.routes';

export const searchModule: FeatureModule = {
  name: 'search',
  routes: () => [searchRoutes],
};
