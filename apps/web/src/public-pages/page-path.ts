import { PRERENDERED_PAGES, SIGN_IN_PAGES } from '@partnerly/shared';
import type { PublicPageKind, PublicProfileData } from '@partnerly/shared';

const PAGE_PATHS = { ...PRERENDERED_PAGES, ...SIGN_IN_PAGES };

/** The path a page's links treat as current, on the server and in the browser alike. */
export const pagePath = (kind: PublicPageKind, data?: PublicProfileData) => {
  if (kind === 'profile') return `/${data?.profile.username ?? ''}`;
  if (kind === 'notFound') return '/404';
  return PAGE_PATHS[kind];
};
