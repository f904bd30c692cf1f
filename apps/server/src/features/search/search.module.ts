import type { FeatureModule } from '../../modules/feature-module';
import { searchRepository, type SearchRepository } from './search.repository';
import { searchRoutes } from './search.routes';

declare module '../../modules/registry' {
  interface Services {
    search: SearchRepository;
  }
}

export const searchModule: FeatureModule = {
  name: 'search',
  services: { search: ({ database }) => searchRepository(database) },
  routes: () => [searchRoutes],
};
