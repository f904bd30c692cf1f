import type { FeatureModule } from '../../modules/feature-module';
import { listsRoutes } from './lists.routes';

export const listsModule: FeatureModule = {
  name: 'lists',
  routes: () => [listsRoutes],
};
