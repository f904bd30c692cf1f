import type { FeatureModule } from '../../modules/feature-module';
import { exploreRepository } from './explore.repository';
import { exploreRoutes } from './explore.routes';

declare module '../../modules/registry' {
  interface Services {
    explore: ReturnType<typeof exploreRepository>;
  }
}

export const exploreModule: FeatureModule = {
  name: 'explore',
  services: { explore: ({ db }) => exploreRepository(db) },
  routes: () => [exploreRoutes],
};
