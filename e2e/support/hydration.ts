/**
 * Marks the page once its script announces hydration (public-pages/hydrate.tsx). Added before
 * a load (`page.addInitScript`), or awaited before the visitor acts, so the listener cannot miss
 * the event (an evaluate left pending while a key went out could be).
 */
export function markHydration() {
  window.addEventListener(
    'partnerly:hydrated',
    () => document.documentElement.setAttribute('data-test-hydrated', ''),
    { once: true },
  );
}

/** The page once `markHydration` has seen it hydrate. */
export const HYDRATED = 'html[data-test-hydrated]';
