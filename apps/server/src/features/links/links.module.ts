import type { FeatureModule } from '../../modules/feature-module';
import { linksRoutes } from './links.routes';

export const linksModule: FeatureModule = {
  name: 'links',
  routes: () => [linksRoutes],
};
