import { withServices, type FeatureModule } from '../../modules/feature-module';
import { ratesRepository } from './rates.repository';
import { ratesRoutes } from './rates.routes';
import { ratesService, type RatesService } from './rates.service';

declare module '../../modules/registry' {
  interface Services {
    /** What completed deals paid sellers of the same reach (issue 48 point 6). */
    rates: RatesService;
  }
}

export const ratesModule: FeatureModule = {
  name: 'rates',
  services: {
    rates: ({ db }) => ratesService({ rates: ratesRepository(db) }),
  },
  routes: (services) => [withServices(ratesRoutes, services)],
};
