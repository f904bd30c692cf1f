import { lazy, Suspense } from 'react';
import { useSuspension } from '../lib/suspension';

const SuspendedNotice = lazy(async () => ({
  default: (await import('../components/SuspendedNotice')).SuspendedNotice,
}));

/**
 * The suspended-account notice on a server-rendered sign-in page, which has not the app's
 * providers: loaded only once a sign-in answers that the account was suspended (issue 29).
 */
export function SuspendedNoticeHost() {
  return useSuspension() ? (
    <Suspense fallback={null}>
      <SuspendedNotice />
    </Suspense>
  ) : null;
}
