import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true once React runs it (at
 * once in the single-page app). A form that must not be sent by the browser on its own before
 * its code runs, say a password in a URL, keeps its submit button disabled until then.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
