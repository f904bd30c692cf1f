import '../public-styles';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/useOnPhone';

hydratePublicPage('useOnPhone', view);
