import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const tsx = pathToFileURL(
  fileURLToPath(new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url)),
).href;

/** Runs the real server from a directory holding `.env`; a bad PORT stops it at once. */
function startIn(envFile: string, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'partnerly-env-'));
  writeFileSync(join(dir, '.env'), envFile);
  const inherited = { ...process.env };
  delete inherited.PORT;
  return spawnSync(process.execPath, ['--import', tsx, main], {
    cwd: dir,
    env: { ...inherited, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

it('reads settings from .env in the working directory', () => {
  const run = startIn('# comment\nPORT=from-the-file\n', {});
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe('Invalid configuration: PORT must be a port number');
});

it('lets an exported variable win over .env', () => {
  const run = startIn('PORT=from-the-file\n', { PORT: '70000' });
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe('Invalid configuration: PORT must be between 0 and 65535');
});
