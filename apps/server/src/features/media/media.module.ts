import { withServices, type FeatureModule } from '../../modules/feature-module';
import { mediaRepository } from './media.repository';
import { mediaRoutes } from './media.routes';
import { mediaService, type MediaService } from './media.service';

declare module '../../modules/registry' {
  interface Services {
    media: MediaService;
  }
}

export const mediaModule: FeatureModule = {
  name: 'media',
  services: { media: ({ db }) => mediaService(mediaRepository(db)) },
  routes: (services) => [withServices(mediaRoutes, services)],
};
