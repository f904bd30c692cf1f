import '../public-styles';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/pricing';

hydratePublicPage('pricing', view);
