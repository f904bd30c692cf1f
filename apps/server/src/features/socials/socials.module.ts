import { withServices, type FeatureModule } from '../../modules/feature-module';
import { socialsRepository, type SocialsRepository } from './socials.repository';
import { socialsRoutes } from './socials.routes';
import { socialsService, type SocialsService } from './socials.service';

declare module '../../modules/registry' {
  interface Services {
    /** Read by the profiles feature for the page (through its ProfileParts port). */
    socialsRepository: SocialsRepository;
    socials: SocialsService;
  }
}

export const socialsModule: FeatureModule = {
  name: 'socials',
  services: {
    socialsRepository: ({ db }) => socialsRepository(db),
    socials: socialsService,
  },
  routes: (services) => [withServices(socialsRoutes, services)],
};
