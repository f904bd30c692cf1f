import type { FeatureModule } from '../../modules/feature-module';
import { billingRoutes } from './billing.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

export const billingModule: FeatureModule = {
  name: 'billing',
  routes: () => [billingRoutes, stripeWebhookRoutes],
};
