import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isProfileName } from '@partnerly/shared';
import { replicaReads } from '../../db/read-routing';
import { notFound } from '../../lib/errors';
import { MINUTE_MS } from '../../lib/route-budgets';
import { perIp } from '../../lib/rate-limits';
import type { Services } from '../../modules/registry';
import { presentKitPage } from './kit-page.presenter';
import { kitPdf } from './kit.pdf';

/**
 * Drawing a PDF is CPU work any visitor can ask for: 30 in 15 minutes from one address is
 * far more than a brand downloading a few kits, and far less than a loop can ask.
 */
export const KIT_PDF_BUDGET = perIp(30, 15 * MINUTE_MS);

const params = z.object({ username: z.string() });

/** /{username}/kit and /{username}/kit.pdf: the media kit, for anyone (decision 111). */
export const kitRoutes: FastifyPluginAsyncZod<Pick<Services, 'kit' | 'reads'>> = async (
  app,
  { kit: kits, reads },
) => {
  const { publicUrl } = app.config;
  // A visitor's kit, read from a replica like the profile page (decision 101).
  const find = (username: string) =>
    isProfileName(username)
      ? reads.fromReplica(undefined, () => kits.find(username))
      : Promise.resolve(undefined);
  // One address per kit: /alice/kit and /ALICE/kit lead to /Alice/kit, as the profile does.
  const stored = (asked: string, found: string, suffix: string) =>
    asked === found ? undefined : `/${encodeURIComponent(found)}/${suffix}`;

  app.get(
    '/:username/kit',
    { schema: { params }, config: replicaReads },
    async (request, reply) => {
      const kit = await find(request.params.username);
      // The 404 page a hidden, suspended or deleted profile's page gets (lib/static-web.ts).
      if (!kit) return reply.callNotFound();
      const moved = stored(request.params.username, kit.profile.profile.username, 'kit');
      if (moved) return reply.header('Cache-Control', 'no-cache').redirect(moved, 301);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(presentKitPage(publicUrl, kit, new Date()));
    },
  );

  app.get(
    '/:username/kit.pdf',
    { schema: { params }, config: { ...KIT_PDF_BUDGET, ...replicaReads } },
    async (request, reply) => {
      const kit = await find(request.params.username);
      if (!kit) throw notFound();
      const { username } = kit.profile.profile;
      const moved = stored(request.params.username, username, 'kit.pdf');
      if (moved) return reply.header('Cache-Control', 'no-cache').redirect(moved, 301);
      const etag = kits.etag(kit);
      // Revalidated on every use, drawn only when the numbers moved since the copy kept.
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${username}-media-kit.pdf"`)
        .send(await kitPdf(kit, publicUrl));
    },
  );
};
