import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../modules/registry';
import { robotsTxt, SITEMAP_MAX_PROFILES, sitemapXml } from '../../lib/sitemap';

/** What search engines ask for at the root: where to go, every public profile and open campaign. */
export const sitemapRoutes: FastifyPluginAsync<
  Pick<Services, 'profiles' | 'campaigns' | 'reads'>
> = async (app, { profiles, campaigns, reads }) => {
  const { publicUrl } = app.config;

  // Profiles first; open campaigns' pages fill what room is left (issue 35).
  async function sitemap() {
    const usernames = await profiles.publicUsernames(SITEMAP_MAX_PROFILES);
    const room = SITEMAP_MAX_PROFILES - usernames.length;
    return sitemapXml(publicUrl, usernames, room > 0 ? await campaigns.openIds(room) : []);
  }

  // Not cached: a profile that is hidden or stops being paid leaves the sitemap at once.
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(await reads.fromReplica(undefined, sitemap)),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(robotsTxt(publicUrl)),
  );
};
