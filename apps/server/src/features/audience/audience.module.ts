import type { FeatureModule } from '../../modules/feature-module';
import { audienceRefresher, type AudienceRefresher } from './audience-refresh';

declare module '../../modules/registry' {
  interface Services {
    /** The weekly audience read the connection sweep runs with each account's read. */
    audienceRefresher: AudienceRefresher;
  }
}

export const audienceModule: FeatureModule = {
  name: 'audience',
  services: {
    audienceRefresher: ({ db, config, log }) =>
      audienceRefresher({ db, platforms: config.platforms, log }),
  },
};
