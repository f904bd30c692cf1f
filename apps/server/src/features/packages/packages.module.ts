import type { FeatureModule } from '../../modules/feature-module';
import { packagesRoutes } from './packages.routes';

export const packagesModule: FeatureModule = {
  name: 'packages',
  routes: () => [packagesRoutes],
};
