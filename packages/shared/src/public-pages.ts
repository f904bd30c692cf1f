/**
 * The public pages the web build renders to HTML (docs/decisions/013-server-rendered-public-pages.md):
 * the marketing pages at build time, the 404 page, and the profile at /{username} on request.
 */
export const PRERENDERED_PAGES = {
  landing: '/',
  pricing: '/pricing',
  contact: '/contactus',
  useOnPhone: '/useonphone',
  terms: '/termsofuse',
  privacy: '/privacypolicy',
} as const;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/**
 * The sign-in pages, prerendered like the marketing pages (docs/decisions/042) but kept out of
 * the sitemap and without a canonical link, as before.
 */
export const SIGN_IN_PAGES = {
  login: '/login',
  register: '/register',
  resetPassword: '/reset_password',
} as const;

export type SignInPage = keyof typeof SIGN_IN_PAGES;

/** Every server-rendered page: the prerendered ones, the 404 page and a public profile. */
export type PublicPageKind = PrerenderedPage | SignInPage | 'notFound' | 'profile';

export const PUBLIC_PAGE_KINDS = [
  ...(Object.keys(PRERENDERED_PAGES) as PrerenderedPage[]),
  ...(Object.keys(SIGN_IN_PAGES) as SignInPage[]),
  'notFound',
  'profile',
] as const satisfies readonly PublicPageKind[];

/** The <script type="application/json"> holding the data a server-rendered page hydrates with. */
export const PUBLIC_PAGE_DATA_ID = 'page-data';

/** The <script type="application/json"> of a sign-in page listing the single-page app's files. */
export const APP_FILES_ID = 'app-files';

/** Where the server puts a profile's HTML and data into the built profile page. */
export const PAGE_MARKS = { html: '<!--page-html-->', data: '<!--page-data-->' } as const;

/** Text or an attribute value made safe for HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * JSON for a <script> element. `<` is written as \u003c so text such as `</script>` or `<!--`
 * in a bio cannot end the element early; JSON.parse reads it back unchanged.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's hydration data as a script element. */
export const pageDataScript = (data: unknown) =>
  `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${jsonForScript(data)}</script>`;

export interface PageContent {
  title: string;
  /** The page's body, rendered by React. */
  html: string;
  /** What the page hydrates with, if anything. */
  data?: unknown;
}

/**
 * A built page template with its title, rendered HTML and data put in. Replacer functions,
 * never replacement strings: a bio holding `$&` or `$\`` must stay text.
 */
export function fillPage(template: string, content: PageContent): string {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(content.title)}</title>`)
    .replace(PAGE_MARKS.html, () => content.html)
    .replace(PAGE_MARKS.data, () =>
      content.data === undefined ? '' : pageDataScript(content.data),
    );
}
