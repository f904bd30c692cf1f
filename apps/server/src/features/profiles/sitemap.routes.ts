import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, SITEMAP_MAX_PROFILES, sitemapXml } from '../../lib/sitemap';

/** What search engines ask for at the root: where to go, and every public profile. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;

  // Not cached: a profile that is hidden or stops being paid leaves the sitemap at once.
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        sitemapXml(publicUrl, await app.services.profiles.publicUsernames(SITEMAP_MAX_PROFILES)),
      ),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(robotsTxt(publicUrl)),
  );
};
