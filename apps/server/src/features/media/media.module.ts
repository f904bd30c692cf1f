import type { FeatureModule } from '../../modules/feature-module';
import { mediaRoutes } from './media.routes';

export const mediaModule: FeatureModule = {
  name: 'media',
  routes: () => [mediaRoutes],
};
