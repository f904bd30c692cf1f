import type { FeatureModule } from '../../modules/feature-module';
import { adminRoutes } from './admin.routes';

export const adminModule: FeatureModule = {
  name: 'admin',
  routes: () => [adminRoutes],
};
