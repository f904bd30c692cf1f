import { withServices, type FeatureModule } from '../../modules/feature-module';
import { profilesRepository } from './profiles.repository';
import { profilesRoutes } from './profiles.routes';
import { profilesService, type ProfilesService } from './profiles.service';
import { sitemapRoutes } from './sitemap.routes';

declare module '../../modules/registry' {
  interface Services {
    profiles: ProfilesService;
  }
}

export const profilesModule: FeatureModule = {
  name: 'profiles',
  services: {
    profiles: ({
      reads,
      socialsRepository,
      linksRepository,
      ads,
      audience,
      trackRecords,
      media,
      events,
    }) =>
      profilesService({
        profiles: profilesRepository(reads.reader),
        parts: {
          socials: socialsRepository,
          links: linksRepository,
          ads,
          audience,
          results: trackRecords,
        },
        media,
        events,
      }),
  },
  publishes: ['user.changed'],
  routes: (services) => [
    withServices(profilesRoutes, services),
    withServices(sitemapRoutes, services),
  ],
};
