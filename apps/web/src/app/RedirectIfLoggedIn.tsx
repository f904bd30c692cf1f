import { Navigate, Outlet } from 'react-router';
import { paths } from '../lib/paths';
import { isLoggedIn } from '../lib/session';

/** Wraps /, /login and /register: a signed-in visitor belongs on /profile (docs/SPEC.md section 2). */
export function RedirectIfLoggedIn() {
  return isLoggedIn() ? <Navigate to={paths.profile} replace /> : <Outlet />;
}
