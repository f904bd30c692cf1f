import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  buildInputsHash,
  keepWebBuild,
  newBuildDir,
  runWebBuild,
  whileBuilding,
} from '../../apps/server/src/test/web-build';

it('builds React for production even when the shell says NODE_ENV=development', async () => {
  const inputs = buildInputsHash();
  // Built here even when a build is kept: that is what this test proves. Under the lock, the
  // server's rendered-page tests, if they start meanwhile, wait for this build and serve it.
  await whileBuilding(inputs, () => {
    const outDir = newBuildDir();
    try {
      const build = runWebBuild(outDir, { ...process.env, NODE_ENV: 'development' });
      expect(build.status, build.stderr).toBe(0);
      const assets = join(outDir, 'assets');
      const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
      const code = scripts.map((name) => readFileSync(join(assets, name), 'utf8')).join('\n');
      // React's production build replaces its messages with codes; the development build keeps them.
      expect(code).toContain('Minified React error');
    } catch (error) {
      rmSync(outDir, { recursive: true, force: true });
      throw error;
    }
    // `npm test` runs the journeys next: their server serves this build rather than making the
    // same one again (decision 088).
    keepWebBuild(outDir, inputs);
  });
}, 300_000);
