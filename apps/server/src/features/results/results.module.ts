import { withServices, type FeatureModule } from '../../modules/feature-module';
import { resultsRoutes } from './results.routes';
import { resultsService, type ResultsService } from './results.service';

declare module '../../modules/registry' {
  interface Services {
    /** The buyer's results: spend and verified posts' numbers per order and campaign (issue 47). */
    results: ResultsService;
  }
}

export const resultsModule: FeatureModule = {
  name: 'results',
  services: {
    results: ({ db }) => resultsService({ db }),
  },
  routes: (services) => [withServices(resultsRoutes, services)],
};
