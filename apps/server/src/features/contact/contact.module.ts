import type { FeatureModule } from '../../modules/feature-module';
import { contactRoutes } from './contact.routes';

export const contactModule: FeatureModule = {
  name: 'contact',
  routes: () => [contactRoutes],
};
