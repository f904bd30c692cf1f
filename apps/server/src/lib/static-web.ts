import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors';

const API_PREFIXES = ['/api/', '/ws/', '/media/'];

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for client-side routes.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => reply.header('Cache-Control', cacheControl(distDir, path)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
    if (!wantsPage) throw notFound();
    return reply.sendFile('index.html');
  });
}

function cacheControl(distDir: string, path: string): string {
  if (path.startsWith(join(distDir, 'assets'))) return 'public, max-age=31536000, immutable';
  // The page must always be fresh so a deploy's new asset names are picked up at once.
  if (path === join(distDir, 'index.html')) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}
