import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('../../../web', import.meta.url));

/**
 * Builds the real web app (browser bundle, server bundle, prerendered pages) into a fresh
 * directory, for tests of the pages the server renders. Remove it with the returned function.
 */
export function buildWebApp(): { distDir: string; remove: () => void } {
  const distDir = mkdtempSync(join(tmpdir(), 'partnerly-web-build-'));
  const build = spawnSync('npm', ['run', 'build', '--', '--outDir', distDir, '--emptyOutDir'], {
    cwd: webDir,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (build.status !== 0) throw new Error(`The web build failed:\n${build.stderr}`);
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}
