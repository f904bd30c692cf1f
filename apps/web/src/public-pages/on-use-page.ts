/**
 * The script of the sign-in, password reset, contact and pricing pages until the visitor uses
 * them (hydrate-on-use.ts, decision 121).
 */
import { PAGE_DIALOG_SELECTOR, showPageDialog } from '../components/show-page-dialog';
import { hydrateOnUse } from './hydrate-on-use';
import { prefetchAppOnFirstUse } from './prefetch-app';

// /reset_password's steps are a dialog, rendered open in the HTML: made modal here, as the
// hydrated PageDialog would (focus kept inside, the page behind inert, Escape), and its field
// focused as it was when the page hydrated at load. Before hydrateOnUse listens: that focus is
// the page's, not the visitor's, and a `focusin` would load the framework.
const dialog = document.querySelector<HTMLDialogElement>(PAGE_DIALOG_SELECTOR);
if (dialog) showPageDialog(dialog);
hydrateOnUse();
// Here rather than in the sign-in entries: the first key, which starts their hydration, is
// also the one that fetches the app (a page without the app's file list does nothing).
prefetchAppOnFirstUse();
