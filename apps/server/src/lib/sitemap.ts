import { escapeHtml } from './html';
import { PUBLIC_PAGE_PATHS } from './public-pages';

/** The sitemap protocol's limit of addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** How many profiles fit beside the public pages in the one sitemap file. */
export const SITEMAP_MAX_PROFILES = SITEMAP_MAX_URLS - PUBLIC_PAGE_PATHS.length;

/**
 * sitemap.xml: the public pages, one address per public profile, then the open campaigns'
 * pages, at most 50,000.
 */
export function sitemapXml(
  publicUrl: string,
  usernames: readonly string[],
  campaignIds: readonly number[] = [],
): string {
  const paths = [
    ...PUBLIC_PAGE_PATHS,
    ...usernames.map((username) => `/${username}`),
    ...campaignIds.map((id) => `/campaigns/${id}`),
  ];
  const urls = paths
    .slice(0, SITEMAP_MAX_URLS)
    .map((path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * App pages that are private or personal. Each is matched exactly (`$`), as a folder (`/`)
 * and with a query (`?`), never as a bare prefix: `Disallow: /chats` would also hide the
 * profile of a user named `chatsworth`.
 */
const PRIVATE_PAGES = [
  '/settings',
  '/chats',
  '/profile',
  '/search',
  '/explore',
  '/saved',
  '/deals',
  '/welcome',
  '/logout',
  '/reset_password',
  '/campaigns/mine',
  '/campaigns/new',
];
// /go/ only counts a click and redirects away (docs/decisions/027).
const PRIVATE_FOLDERS = ['/api/', '/ws/', '/manage/', '/checkout/', '/go/'];

/** robots.txt: everything may be crawled but the API and the signed-in app; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = [
    ...PRIVATE_FOLDERS,
    ...PRIVATE_PAGES.flatMap((page) => [`${page}$`, `${page}/`, `${page}?`]),
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
