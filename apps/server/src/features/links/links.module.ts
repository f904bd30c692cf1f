import { withServices, type FeatureModule } from '../../modules/feature-module';
import { linksRepository, type LinksRepository } from './links.repository';
import { linksRoutes } from './links.routes';
import { linksService, type LinksService } from './links.service';

declare module '../../modules/registry' {
  interface Services {
    /** Read by the profiles feature for the page (through its ProfileParts port). */
    linksRepository: LinksRepository;
    links: LinksService;
  }
}

export const linksModule: FeatureModule = {
  name: 'links',
  services: {
    linksRepository: ({ db }) => linksRepository(db),
    links: linksService,
  },
  routes: (services) => [withServices(linksRoutes, services)],
};
