import type { FeatureModule } from '../../modules/feature-module';
import { adsRoutes } from './ads.routes';

export const adsModule: FeatureModule = {
  name: 'ads',
  routes: () => [adsRoutes],
};
