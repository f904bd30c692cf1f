import { withServices, type FeatureModule } from '../../modules/feature-module';
import { listsRepository } from './lists.repository';
import { listsRoutes } from './lists.routes';
import { listsService, type ListsService } from './lists.service';

declare module '../../modules/registry' {
  interface Services {
    lists: ListsService;
  }
}

export const listsModule: FeatureModule = {
  name: 'lists',
  services: {
    lists: ({ db, profiles, config, audienceMatches }) =>
      listsService({
        lists: listsRepository(db),
        profiles,
        audienceMatches,
        publicUrl: config.publicUrl,
      }),
  },
  routes: (services) => [withServices(listsRoutes, services)],
};
