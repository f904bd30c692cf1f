import type { FeatureModule } from '../../modules/feature-module';
import { promoService, type PromoService } from './promo.service';

declare module '../../modules/registry' {
  interface Services {
    promo: PromoService;
  }
}

/** Promo codes: redeemed through billing's routes, made in the admin console. */
export const promoModule: FeatureModule = {
  name: 'promo',
  services: { promo: promoService },
  publishes: ['subscription.changed'],
};
