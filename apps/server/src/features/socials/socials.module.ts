import type { FeatureModule } from '../../modules/feature-module';
import { socialsRepository, type SocialsRepository } from './socials.repository';
import { socialsRoutes } from './socials.routes';

declare module '../../modules/registry' {
  interface Services {
    socials: SocialsRepository;
  }
}

export const socialsModule: FeatureModule = {
  name: 'socials',
  services: { socials: ({ db }) => socialsRepository(db) },
  routes: () => [socialsRoutes],
};
