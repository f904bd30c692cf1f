import '../public-styles';
import '../form-styles';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/contact';

hydratePublicPage('contact', view);
