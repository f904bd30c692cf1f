/**
 * The pages of the site anyone may read and search engines should index, besides public
 * profiles: each gets a canonical link and a line in the sitemap.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  '/pricing',
  '/contactus',
  '/useonphone',
  '/termsofuse',
  '/privacypolicy',
];
