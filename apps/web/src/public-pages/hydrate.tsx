import { startTransition, StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PUBLIC_PAGE_DATA_ID } from '@partnerly/shared';
import type { PublicPageKind, PublicProfileData } from '@partnerly/shared';
import { PublicShell } from './PublicShell';
import { HYDRATED_EVENT } from './on-use-marks';
import { pagePath } from './page-path';
import { registerServiceWorker } from '../lib/service-worker';

/** The data the server wrote into the page, if any. */
function pageData<T>(): T | undefined {
  const text = document.getElementById(PUBLIC_PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

const ignoreTitle = () => {};

/**
 * Tells the page's first script that React owns the page (hydrate-on-use.ts): effects run once
 * the hydrated tree is committed, so a click held until then can be done again.
 */
function AnnounceHydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

/**
 * Makes a server-rendered page interactive: React adopts the HTML the server sent instead of
 * drawing it again (docs/decisions/013-server-rendered-public-pages.md).
 */
export function hydratePublicPage<T = undefined>(
  kind: PublicPageKind,
  render: (data: T) => ReactNode,
) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from the page');
  const data = pageData<T>();
  // A transition lets React hydrate in slices, yielding to the browser between them, so a
  // phone stays responsive (no long task) while the page becomes interactive.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <PublicShell
          path={pagePath(kind, data as PublicProfileData | undefined)}
          onTitle={ignoreTitle}
        >
          {render(data as T)}
        </PublicShell>
        <AnnounceHydrated />
      </StrictMode>,
    );
  });
  void import('./overlay-styles');
  registerServiceWorker();
}
