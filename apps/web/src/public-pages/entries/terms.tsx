import '../public-styles';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/terms';

hydratePublicPage('terms', view);
