import '../public-styles';
import '../form-styles';
import '../sign-in-styles';
// The steps' dialog is in the page's HTML from the start, its close button with it: the entry's
// CSS is inlined into the page (ssr/page-document.ts).
import '@mantine/core/styles/CloseButton.css';
import { hydratePublicPage } from '../hydrate';
import { view } from '../views/resetPassword';

// Loaded once the visitor uses the page (../on-use-page.ts), which made the dialog modal at load
// and also fetches the app then.
hydratePublicPage('resetPassword', view);
