/**
 * The script of the sign-in, contact and pricing pages until the visitor uses them
 * (hydrate-on-use.ts, decision 121). /reset_password is not among them: its first step opens
 * in a dialog as the page hydrates.
 */
import { hydrateOnUse } from './hydrate-on-use';
import { prefetchAppOnFirstUse } from './prefetch-app';

hydrateOnUse();
// Here rather than in the sign-in entries: the first key, which starts their hydration, is
// also the one that fetches the app (a page without the app's file list does nothing).
prefetchAppOnFirstUse();
