/**
 * The build the journeys' server serves: the current production build (kept per change of its
 * inputs, apps/server/src/test/web-build.ts), noted for a second server to serve the same.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentWebBuild } from '../../apps/server/src/test/web-build';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where start-server.ts notes the build it serves, for a second server to serve the same. */
const SERVED_NOTE = join(repoRoot, '.data-e2e', 'web-build');

/**
 * The journey server's WEB_DIST_DIR: the current build (made when there is none), or nothing,
 * leaving apps/web/dist as it is, when E2E_SKIP_BUILD is set. Noted for servedWebBuild.
 */
export async function serveCurrentWebBuild(): Promise<{ WEB_DIST_DIR?: string }> {
  const dir = process.env.E2E_SKIP_BUILD ? '' : await currentWebBuild();
  writeFileSync(SERVED_NOTE, dir);
  return dir ? { WEB_DIST_DIR: dir } : {};
}

/** The WEB_DIST_DIR the journey server was started with (serveCurrentWebBuild). */
export function servedWebBuild(): { WEB_DIST_DIR?: string } {
  const dir = readFileSync(SERVED_NOTE, 'utf8');
  return dir ? { WEB_DIST_DIR: dir } : {};
}
