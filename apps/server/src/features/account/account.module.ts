import type { FeatureModule } from '../../modules/feature-module';
import { accountRoutes } from './account.routes';

export const accountModule: FeatureModule = {
  name: 'account',
  routes: () => [accountRoutes],
};
