import { withServices, type FeatureModule } from '../../modules/feature-module';
import { audienceRefresher, type AudienceRefresher } from './audience-refresh';
import { audienceRoutes } from './audience.routes';
import { audienceService, type AudienceService } from './audience.service';

declare module '../../modules/registry' {
  interface Services {
    /** The weekly audience read the connection sweep runs with each account's read. */
    audienceRefresher: AudienceRefresher;
    /** The audience as each viewer may see it, and the creator's choice of who sees what. */
    audience: AudienceService;
  }
}

export const audienceModule: FeatureModule = {
  name: 'audience',
  services: {
    audienceRefresher: ({ db, config, log }) =>
      audienceRefresher({ db, platforms: config.platforms, log }),
    audience: ({ db }) => audienceService({ db }),
  },
  routes: (services) => [withServices(audienceRoutes, services)],
};
