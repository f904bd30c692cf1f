import { lazy, Suspense } from 'react';
import { useGoogleClientId } from '../api/google';
import type { GoogleMethod } from '../api/google';

// Loaded only where Google sign-in is configured: the sign-in pages' first load goes without it
// (decision 042).
const GoogleSignIn = lazy(() =>
  import('./GoogleSignIn').then((module) => ({ default: module.GoogleSignIn })),
);

/** "Sign in/up with Google", shown only when the server has a Google client id configured. */
export function GoogleButton({ method }: { method: GoogleMethod }) {
  const clientId = useGoogleClientId();
  if (!clientId) return null;
  return (
    <Suspense fallback={null}>
      <GoogleSignIn clientId={clientId} method={method} />
    </Suspense>
  );
}
