import { withServices, type FeatureModule } from '../../modules/feature-module';
import { adsRepository } from './ads.repository';
import { adsRoutes } from './ads.routes';
import { adsService, type AdsService } from './ads.service';

declare module '../../modules/registry' {
  interface Services {
    ads: AdsService;
  }
}

export const adsModule: FeatureModule = {
  name: 'ads',
  services: { ads: ({ db, media }) => adsService({ ads: adsRepository(db), media }) },
  routes: (services) => [withServices(adsRoutes, services)],
};
