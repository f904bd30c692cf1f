import type { TokenPair } from '@partnerly/shared';
import { navigateTo } from './navigation';
import { paths } from './paths';
import { currentReturnPath } from './return-path';
import { storeTokens } from './session';

// Set by the single-page app's query cache; a server-rendered sign-in page has no cache to
// forget, and its load of /profile starts a fresh one (decision 042).
let forgetCachedData: (() => void) | undefined;

/** Registers what forgets the previous account's cached data when a session starts. */
export function onSignIn(forget: () => void): void {
  forgetCachedData = forget;
}

/**
 * Starts a session from a token pair and opens the page the sign-in page was asked to return to
 * (`?next=`, a path of this site only: a package's Request, issue 53), else the member's
 * profile (or `to`: a new member's welcome step): through the router in the single-page app,
 * by a page load on a server-rendered sign-in page.
 */
export function signIn(tokens: TokenPair, to: string = paths.profile): void {
  storeTokens(tokens);
  // Data cached for a previous account must not show in this one.
  forgetCachedData?.();
  navigateTo(currentReturnPath() ?? to, { replace: true });
}
