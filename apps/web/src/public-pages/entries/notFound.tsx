import '../public-styles';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/notFound';

hydratePublicPage('notFound', view);
