import '../public-styles';
import { paths } from '../../lib/paths';
import { isLoggedIn } from '../../lib/session';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/landing';

// A signed-in visitor of / belongs on /profile (docs/SPEC.md section 2), as in the single-page app.
if (isLoggedIn()) window.location.replace(paths.profile);
else hydratePublicPage('landing', view);
