import { withServices, type FeatureModule } from '../../modules/feature-module';
import { kitRepository } from './kit.repository';
import { kitRoutes } from './kit.routes';
import { kitService, type KitService } from './kit.service';

declare module '../../modules/registry' {
  interface Services {
    /** A public creator's media kit: its page and its PDF (issue 48 point 5). */
    kit: KitService;
  }
}

export const kitModule: FeatureModule = {
  name: 'kit',
  services: {
    kit: ({ db, profiles }) => kitService({ profiles, kits: kitRepository(db) }),
  },
  routes: (services) => [withServices(kitRoutes, services)],
};
