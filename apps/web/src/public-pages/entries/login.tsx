import '../public-styles';
import '../form-styles';
import '../sign-in-styles';
import { paths } from '../../lib/paths';
import { isLoggedIn } from '../../lib/session';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/login';

// A signed-in member opening /login belongs on /profile (docs/SPEC.md section 2), as in the
// single-page app.
if (isLoggedIn()) window.location.replace(paths.profile);
// Loaded once the visitor uses the page (../on-use-page.ts), which also fetches the app then.
else hydratePublicPage('login', view);
