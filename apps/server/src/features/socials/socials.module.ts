import type { FeatureModule } from '../../modules/feature-module';
import { socialsRoutes } from './socials.routes';

export const socialsModule: FeatureModule = {
  name: 'socials',
  routes: () => [socialsRoutes],
};
