import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import type { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of `Authorization: Bearer <token>` (digests, so lengths never leak). */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  return timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/**
 * Times every request by its route pattern (never the raw URL: ids and query strings would
 * make a series per request), counts 429 refusals in one place whichever limit sent them,
 * and serves GET /metrics to the holder of METRICS_TOKEN; to anyone else it does not exist.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token?: string) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
  });

  app.get('/metrics', async (request, reply) => {
    if (!token || !carriesToken(request, token)) throw notFound();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
