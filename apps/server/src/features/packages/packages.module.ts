import { withServices, type FeatureModule } from '../../modules/feature-module';
import { packagesRepository } from './packages.repository';
import { packagesRoutes } from './packages.routes';
import { packagesService, type PackagesService } from './packages.service';

declare module '../../modules/registry' {
  interface Services {
    packages: PackagesService;
  }
}

export const packagesModule: FeatureModule = {
  name: 'packages',
  services: { packages: ({ db }) => packagesService(packagesRepository(db)) },
  routes: (services) => [withServices(packagesRoutes, services)],
};
