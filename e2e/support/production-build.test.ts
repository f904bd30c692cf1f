import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('../../apps/web', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'partnerly-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('builds React for production even when the shell says NODE_ENV=development', () => {
  const build = spawnSync('npm', ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(build.status, build.stderr).toBe(0);
  const assets = join(outDir, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const code = scripts.map((name) => readFileSync(join(assets, name), 'utf8')).join('\n');
  // React's production build replaces its messages with codes; the development build keeps them.
  expect(code).toContain('Minified React error');
}, 150_000);
