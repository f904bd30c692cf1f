import { Outlet, ScrollRestoration } from 'react-router';
import { PublicFrame } from './PublicFrame';

/** The public frame as a route of the single-page app. */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
      <ScrollRestoration />
    </PublicFrame>
  );
}
