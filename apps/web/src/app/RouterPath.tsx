import { Outlet, useLocation } from 'react-router';
import { CurrentPathProvider } from '../lib/app-link';

/** Gives the router-free links of the public pages the router's current path. */
export function RouterPath() {
  const { pathname } = useLocation();
  return (
    <CurrentPathProvider path={pathname}>
      <Outlet />
    </CurrentPathProvider>
  );
}
