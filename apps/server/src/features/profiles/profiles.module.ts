import type { FeatureModule } from '../../modules/feature-module';
import { profilesRoutes } from './profiles.routes';
import { sitemapRoutes } from './sitemap.routes';

export const profilesModule: FeatureModule = {
  name: 'profiles',
  routes: () => [profilesRoutes, sitemapRoutes],
};
