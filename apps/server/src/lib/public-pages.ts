import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillPage, PRERENDERED_PAGES, PUBLIC_PAGE_KINDS } from '@partnerly/shared';
import type {
  PageContent,
  PrerenderedPage,
  PublicPageKind,
  PublicProfileData,
  SignInPage,
} from '@partnerly/shared';

/**
 * The pages of the site anyone may read and search engines should index, besides public
 * profiles: each gets a canonical link and a line in the sitemap.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = Object.values(PRERENDERED_PAGES);

/** The web build's server bundle (apps/web/src/entry-server.tsx). */
interface ServerBundle {
  renderPublicPage(request: { kind: 'profile'; data: PublicProfileData }): PageContent;
}

export interface PublicPages {
  /** A page rendered at build time: a marketing or sign-in page, or the 404 page. */
  prerendered(kind: PrerenderedPage | SignInPage | 'notFound'): string;
  /** The public profile rendered now, ready to send (decision 013). */
  profile(data: PublicProfileData): string;
}

/**
 * The server-rendered public pages of a web build (docs/decisions/013-server-rendered-public-pages.md):
 * dist/pages/<kind>.html and the server bundle in dist/.ssr. Undefined for a build without them
 * (a development checkout, or tests that give the server a bare index.html), which then serves
 * the single-page app for every page.
 */
export async function loadPublicPages(distDir: string): Promise<PublicPages | undefined> {
  const bundleFile = join(distDir, '.ssr', 'entry-server.js');
  const pageFile = (kind: PublicPageKind) => join(distDir, 'pages', `${kind}.html`);
  if (!existsSync(bundleFile) || !PUBLIC_PAGE_KINDS.every((kind) => existsSync(pageFile(kind)))) {
    return undefined;
  }
  const pages = Object.fromEntries(
    PUBLIC_PAGE_KINDS.map((kind) => [kind, readFileSync(pageFile(kind), 'utf8')]),
  ) as Record<PublicPageKind, string>;
  const bundle = (await import(pathToFileURL(bundleFile).href)) as ServerBundle;
  return {
    prerendered: (kind) => pages[kind],
    profile: (data) => fillPage(pages.profile, bundle.renderPublicPage({ kind: 'profile', data })),
  };
}
