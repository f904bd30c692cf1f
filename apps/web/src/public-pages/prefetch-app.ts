import { APP_FILES_ID } from '@partnerly/shared';

/**
 * Fetches the single-page app's files into the HTTP cache once the visitor starts on the form
 * (a key, a press or an input anywhere; not a focus, which the reset dialog moves by itself),
 * so the load of /profile after signing in finds them there; never earlier, where they would
 * compete with the sign-in page's own first load (decision 042).
 */
export function prefetchAppOnFirstUse() {
  const text = document.getElementById(APP_FILES_ID)?.textContent;
  if (!text) return;
  const files = JSON.parse(text) as string[];
  const done = new AbortController();
  const prefetch = () => {
    done.abort();
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      // As the app's own script and stylesheet tags ask for them, so the cached copy is used.
      link.crossOrigin = 'anonymous';
      link.href = file;
      document.head.append(link);
    }
  };
  for (const type of ['keydown', 'pointerdown', 'input'] as const) {
    document.addEventListener(type, prefetch, { signal: done.signal });
  }
}
