import { withServices, type FeatureModule } from '../../modules/feature-module';
import { searchRepository, type SearchRepository } from './search.repository';
import { searchRoutes } from './search.routes';
import { searchService, type SearchService } from './search.service';

declare module '../../modules/registry' {
  interface Services {
    searchRepository: SearchRepository;
    search: SearchService;
  }
}

export const searchModule: FeatureModule = {
  name: 'search',
  services: {
    // Through `reads`: its pages run on a replica inside `reads.fromReplica`.
    searchRepository: ({ reads }) => searchRepository(reads.reader),
    search: searchService,
  },
  routes: (services) => [withServices(searchRoutes, services)],
};
