/**
 * The only script of the public pages that need no framework (NO_FRAMEWORK_PAGES in
 * ssr/page-document.ts): their HTML is complete as the build renders it, so React is neither
 * loaded nor run there (issue 49: hydrating it cost / over a second of a phone's main thread).
 * What remains is the phone menu, the signed-in redirect of / and the service worker.
 */
import { wirePublicMenu } from '../components/public-menu';
import { paths } from '../lib/paths';
import { registerServiceWorker } from '../lib/service-worker';
import { isLoggedIn } from '../lib/session';

// A signed-in visitor of / belongs on /profile (docs/SPEC.md section 2), as in the single-page app.
if (window.location.pathname === paths.home && isLoggedIn()) {
  window.location.replace(paths.profile);
} else {
  wirePublicMenu();
  registerServiceWorker();
}
