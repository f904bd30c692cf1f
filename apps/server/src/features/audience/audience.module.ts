import { withServices, type FeatureModule } from '../../modules/feature-module';
import { audienceRefresher, type AudienceRefresher } from './audience-refresh';
import { audienceRoutes } from './audience.routes';
import { audienceService, type AudienceService } from './audience.service';
import { audienceMatchesOf, type AudienceMatches } from './audience-matches';
import {
  audienceTargetStore,
  cachedAudienceTargets,
  type CachedAudienceTargets,
} from './audience-target';

declare module '../../modules/registry' {
  interface Services {
    /** The weekly audience read the connection sweep runs with each account's read. */
    audienceRefresher: AudienceRefresher;
    /** The audience as each viewer may see it, and the creator's choice of who sees what. */
    audience: AudienceService;
    /**
     * The audience a brand wants to reach, for the audience match (decision 110), and whether
     * a member has one, from memory (decision 139).
     */
    audienceTarget: CachedAudienceTargets;
    /** Each creator's match to a viewer's own target, a page at a time (decision 117). */
    audienceMatches: AudienceMatches;
  }
}

export const audienceModule: FeatureModule = {
  name: 'audience',
  services: {
    audienceRefresher: ({ db, config, log }) =>
      audienceRefresher({ db, platforms: config.platforms, log }),
    audience: ({ db }) => audienceService({ db }),
    audienceTarget: ({ db, events }) => cachedAudienceTargets(audienceTargetStore(db), events),
    audienceMatches: ({ db, audienceTarget }) => audienceMatchesOf({ db, targets: audienceTarget }),
  },
  routes: (services) => [withServices(audienceRoutes, services)],
  publishes: ['audience-target.changed'],
  subscribers: {
    // Every instance forgets whether the member has a target (audience-target.ts).
    'audience-target.changed':
      ({ audienceTarget }) =>
      ({ userId }) =>
        audienceTarget.forgetMember(userId),
  },
};
