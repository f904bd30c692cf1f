import '../public-styles';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/privacy';

hydratePublicPage('privacy', view);
