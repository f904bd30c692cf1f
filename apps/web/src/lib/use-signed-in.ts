import { useSyncExternalStore } from 'react';
import { isLoggedIn } from './session';

const subscribe = (onChange: () => void) => {
  // Another tab logging in or out changes the stored tokens.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * Whether a session is stored. A server-rendered page has no session, so hydration starts from
 * "signed out" and switches after it, without a hydration mismatch (decision 013).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isLoggedIn(),
    () => false,
  );
}
