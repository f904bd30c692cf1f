/**
 * The script of the sign-in, contact and pricing pages until the visitor uses them
 * (hydrate-on-use.ts, decision 121). /reset_password is not among them: its first step opens
 * in a dialog as the page hydrates.
 */
import { hydrateOnUse } from './hydrate-on-use';

hydrateOnUse();
