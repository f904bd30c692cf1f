import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';

/** What another screen hands to the login form (a password reset of a two-factor account). */
export interface LoginHandover {
  username: string;
  codeNeeded: true;
}

const KEY = 'partnerly-login-handover';

/**
 * Opens /login with the handover. It travels in session storage, not router state: /login may
 * be a server-rendered page reached by a page load (decision 042).
 */
export function handOverToLogin(handover: LoginHandover): void {
  sessionStorage.setItem(KEY, JSON.stringify(handover));
  navigateTo(paths.login);
}

/** The handover left for the login form, once: a later visit to /login starts empty. */
export function takeLoginHandover(): LoginHandover | null {
  const text = sessionStorage.getItem(KEY);
  if (!text) return null;
  sessionStorage.removeItem(KEY);
  return JSON.parse(text) as LoginHandover;
}
