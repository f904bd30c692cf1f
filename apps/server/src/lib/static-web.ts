import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isProfileName, PRERENDERED_PAGES, SIGN_IN_PAGES } from '@partnerly/shared';
import type { PrerenderedPage, PublicProfileData, SignInPage } from '@partnerly/shared';
import { notFound } from './errors';
import { withHeadTags, withPageMeta, withRootContent, type PageMeta } from './page-meta';
import { loadPublicPages } from './public-pages';
import { canonicalLink } from './structured-data';

const API_PREFIXES = ['/api/', '/ws/', '/media/'];

/** Client routes of the web app other than public profiles (apps/web/src/lib/paths.ts). */
const CLIENT_ROUTES = new Set([
  '/',
  '/pricing',
  '/contactus',
  '/useonphone',
  '/login',
  '/logout',
  '/register',
  '/reset_password',
  '/termsofuse',
  '/privacypolicy',
  '/settings',
  '/search',
  '/profile',
  '/chats',
  '/explore',
  '/saved',
  '/deals',
  '/earnings',
  '/results',
  '/welcome',
  '/manage/admin',
  '/checkout/test',
  '/checkout/success',
  '/payouts/test',
]);

/** App pages with an id in the address. */
const CLIENT_ROUTE_PATTERNS = [
  /^\/deals\/\d{1,10}$/,
  /^\/offers\/\d{1,10}$/,
  /^\/campaigns\/(mine|new|\d{1,10}\/edit)$/,
];

/** A campaign's public page: its head tags and the content inside #root. */
export interface CampaignPageContent {
  meta: PageMeta;
  html: string;
}

/** Looks up an open campaign's page; undefined for a draft, a closed one or a suspended owner's. */
export type CampaignPageLookup = (id: number) => Promise<CampaignPageContent | undefined>;

/** A public profile's data and page head, under the username's stored spelling. */
export interface ProfilePage {
  username: string;
  data: PublicProfileData;
  meta: PageMeta;
}

/** Looks up a public profile's page; undefined for unknown, hidden or unpaid ones. */
export type ProfilePageLookup = (username: string) => Promise<ProfilePage | undefined>;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated;
 * the public pages rendered on the server (docs/decisions/013-server-rendered-public-pages.md):
 * the prerendered marketing pages with a canonical link and the sign-in pages (decision 042),
 * /{username} rendered on request with the profile's preview tags, or a redirect to the name's stored spelling; index.html for the
 * other client routes, and the 404 page with HTTP 404 when there is no public profile by that
 * name. A build without server-rendered pages serves index.html for all of them.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  profilePage: ProfilePageLookup,
  campaignPage: CampaignPageLookup,
) {
  const indexFile = join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const publicPages = indexHtml ? await loadPublicPages(distDir) : undefined;
  // Each prerendered page, the marketing ones with their canonical link, put together once
  // rather than per request. The sign-in pages (decision 042) have none, as before.
  const prerenderedPages = new Map(
    indexHtml === undefined
      ? []
      : [
          ...Object.entries(PRERENDERED_PAGES).map(([kind, path]): [string, string] => [
            path,
            withHeadTags(publicPages?.prerendered(kind as PrerenderedPage) ?? indexHtml, [
              canonicalLink(app.config.publicUrl, path),
            ]),
          ]),
          ...Object.entries(SIGN_IN_PAGES).map(([kind, path]): [string, string] => [
            path,
            publicPages?.prerendered(kind as SignInPage) ?? indexHtml,
          ]),
        ],
  );
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
      preCompressed: true,
      // Page templates and the server bundle are the server's own, never sent as files.
      allowedPath: (path) => !path.startsWith('/pages/') && !path.startsWith('/.'),
      setHeaders: (reply, path) => reply.header('Cache-Control', cacheControl(distDir, path)),
    });
  }

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+$/, '')) || '/';
    const isPage =
      indexHtml !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => `${path}/`.startsWith(prefix));
    if (!isPage) throw notFound();

    const page = (status: number, html: string) =>
      reply
        .status(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    const prerendered = prerenderedPages.get(path);
    if (prerendered) return page(200, prerendered);
    if (CLIENT_ROUTES.has(path) || CLIENT_ROUTE_PATTERNS.some((route) => route.test(path))) {
      return page(200, indexHtml);
    }
    const notFoundPage = () => page(404, publicPages?.prerendered('notFound') ?? indexHtml);
    const campaignId = /^\/campaigns\/(\d{1,10})$/.exec(path)?.[1];
    if (campaignId) {
      const campaign = await campaignPage(Number(campaignId));
      if (!campaign) return notFoundPage();
      return page(200, withPageMeta(withRootContent(indexHtml, campaign.html), campaign.meta));
    }
    const username = /^\/([^/]+)$/.exec(path)?.[1];
    const profile = username && isProfileName(username) ? await profilePage(username) : undefined;
    if (!profile) return notFoundPage();
    if (profile.username !== username) {
      // One address per profile: /alice and /ALICE lead to /Alice, query kept.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply
        .header('Cache-Control', 'no-cache')
        .redirect(`/${profile.username}${query}`, 301);
    }
    const html = publicPages ? publicPages.profile(profile.data) : indexHtml;
    return page(200, withPageMeta(html, profile.meta));
  };
  // Pages are a route, not only the not-found handler, so they get the compression hook that
  // routes get (lib/compression.ts); other methods still end in the not-found handler.
  if (indexHtml) app.get('/*', servePage);
  app.setNotFoundHandler(servePage);
}

function cacheControl(distDir: string, path: string): string {
  if (path.startsWith(join(distDir, 'assets'))) return 'public, max-age=31536000, immutable';
  // The page must always be fresh so a deploy's new asset names are picked up at once.
  if (path === join(distDir, 'index.html')) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}
