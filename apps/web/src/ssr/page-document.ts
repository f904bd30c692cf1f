import { APP_FILES_ID, jsonForScript, PAGE_MARKS, SIGN_IN_PAGES } from '@partnerly/shared';
import type { PublicPageKind } from '@partnerly/shared';
import { ENTRY_META } from '../public-pages/on-use-marks';

/** The parts of Vite's build manifest (dist/.vite/manifest.json) a page document needs. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The browser entry of a server-rendered page (src/public-pages/entries/<kind>.tsx). */
export const entryKey = (kind: PublicPageKind) => `src/public-pages/entries/${kind}.tsx`;

/**
 * Pages with nothing to make interactive but the phone menu: their prerendered HTML is the
 * whole page, and they ship `public-pages/static-page.ts` instead of React and their view
 * (issue 49: hydrating / took over a second of a phone's main thread in Lighthouse 13).
 * Their entries only gather their CSS. /pricing is not among them: its buttons lead a
 * signed-in visitor to Payments (useSignedIn).
 */
export const NO_FRAMEWORK_PAGES: ReadonlySet<PublicPageKind> = new Set<PublicPageKind>([
  'landing',
  'useOnPhone',
  'terms',
  'privacy',
  'notFound',
]);

/** The script of the pages above, an entry of the build (vite.config.ts). */
export const STATIC_PAGE_ENTRY = 'src/public-pages/static-page.ts';

/**
 * Pages that are interactive but readable without it: they load a small script, given here as
 * the build's entry, which loads React and the page's entry only once the visitor uses the page
 * (a press, a key, a pointer over it), or at once for a member with a session
 * (public-pages/hydrate-on-use.ts, decision 121). Hydrating at load cost them 250-770 ms of a
 * slow phone's main thread in Lighthouse 13 (issue 49). /reset_password's first step is a dialog
 * rendered open in its HTML, which the small script makes modal and focuses (amended 2026-12-01).
 */
export const ON_USE_PAGES: Partial<Record<PublicPageKind, string>> = {
  profile: 'src/public-pages/on-use-profile.ts',
  login: 'src/public-pages/on-use-page.ts',
  register: 'src/public-pages/on-use-page.ts',
  contact: 'src/public-pages/on-use-page.ts',
  pricing: 'src/public-pages/on-use-page.ts',
  resetPassword: 'src/public-pages/on-use-page.ts',
};

/** The script a page's document loads first: its entry, the static script or its loader. */
function firstScript(manifest: Manifest, kind: PublicPageKind, entry: ManifestChunk) {
  const key = NO_FRAMEWORK_PAGES.has(kind) ? STATIC_PAGE_ENTRY : ON_USE_PAGES[kind];
  if (!key) return entry;
  const script = manifest[key];
  if (!script) throw new Error(`The build manifest has no ${key}`);
  return script;
}

/** The entry chunk and every chunk it imports statically, each once. */
function staticChunks(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}`);
  return [chunk, ...(chunk.imports ?? []).flatMap((id) => staticChunks(manifest, id, seen))];
}

/**
 * A public page's document, built from the single-page app's index.html so both share their
 * head (description, icons, manifest): the app's script and stylesheet give way to the page's
 * own entry, and to its CSS inlined so no stylesheet request blocks the first paint. The body holds PAGE_MARKS for the rendered HTML and its data.
 */
export function pageDocument(
  indexHtml: string,
  manifest: Manifest,
  kind: PublicPageKind,
  readAsset: (file: string) => string,
): string {
  const [entry, ...imports] = staticChunks(manifest, entryKey(kind));
  if (!entry) throw new Error(`No entry for the ${kind} page`);
  const css = [...new Set([entry, ...imports].flatMap((chunk) => chunk.css ?? []))]
    .map(readAsset)
    .join('\n');
  // No modulepreload for the entry's imports: on a slow phone network thirty-odd preloads
  // started with the page compete with its first paint and its picture (Lighthouse's LCP went
  // from ~1.4 s to ~2.2 s with them, decision 013). The entry asks for them once it runs; the
  // page is already readable by then, and hydration does not block it.
  const script = firstScript(manifest, kind, entry);
  const head = [
    ...(kind in ON_USE_PAGES ? [`<meta name="${ENTRY_META}" content="/${entry.file}">`] : []),
    `<style>${css}</style>`,
    `<script type="module" crossorigin src="/${script.file}"></script>`,
  ].join('\n    ');
  // A sign-in page names the single-page app's files, which it fetches once the visitor starts
  // on the form (public-pages/prefetch-app.ts, decision 042): signing in then loads /profile.
  const appFiles =
    kind in SIGN_IN_PAGES
      ? `<script type="application/json" id="${APP_FILES_ID}">${jsonForScript(
          staticChunks(manifest, 'index.html').flatMap((chunk) =>
            [chunk.file, ...(chunk.css ?? [])].map((file) => `/${file}`),
          ),
        )}</script>`
      : '';
  return indexHtml
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '')
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${PAGE_MARKS.html}</div>${PAGE_MARKS.data}${appFiles}`,
    );
}
