import { withServices, type FeatureModule } from '../../modules/feature-module';
import { presentExplorePage } from './explore.presenter';
import { exploreRepository } from './explore.repository';
import { exploreRoutes } from './explore.routes';

declare module '../../modules/registry' {
  interface Services {
    /** The explore grid: one page of ads of public profiles, as the spec's page. */
    explore: { page(cursor: number | undefined): Promise<ReturnType<typeof presentExplorePage>> };
  }
}

export const exploreModule: FeatureModule = {
  name: 'explore',
  services: {
    // One repository call and its presenter: the whole of the feature's rules.
    explore: ({ db }) => {
      const ads = exploreRepository(db);
      return { page: async (cursor) => presentExplorePage(await ads.page(cursor)) };
    },
  },
  routes: (services) => [withServices(exploreRoutes, services)],
};
