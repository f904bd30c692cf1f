import type { FeatureModule } from '../../modules/feature-module';
import { linksRepository, type LinksRepository } from './links.repository';
import { linksRoutes } from './links.routes';

declare module '../../modules/registry' {
  interface Services {
    links: LinksRepository;
  }
}

export const linksModule: FeatureModule = {
  name: 'links',
  services: { links: ({ db }) => linksRepository(db) },
  routes: () => [linksRoutes],
};
