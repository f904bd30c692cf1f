import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BrowserMissing, NO_BROWSER, WHOLE_BROWSER, ensureBrowser, type Machine } from './browser';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A machine with the given executables; records every command it is asked to run. */
function machine(options: {
  executables?: string[];
  env?: NodeJS.ProcessEnv;
  isRoot?: boolean;
  installs?: string;
}) {
  const executables = new Set(options.executables ?? []);
  const commands: string[][] = [];
  const fake: Machine = {
    env: options.env ?? {},
    isExecutable: (path) => executables.has(path),
    isRoot: options.isRoot ?? false,
    run(command, args) {
      commands.push([command, ...args]);
      if (options.installs && args.includes('install')) executables.add(options.installs);
    },
    say: () => undefined,
  };
  return { fake, commands };
}

describe('the browser lookup of the test command', () => {
  it('takes CHROME_PATH when it names an executable', () => {
    const { fake } = machine({ executables: ['/opt/chrome'], env: { CHROME_PATH: '/opt/chrome' } });
    expect(ensureBrowser(fake)).toBe('/opt/chrome');
  });

  it("prefers Debian's headless shell to the whole browser", () => {
    const { fake, commands } = machine({
      executables: ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell', '/usr/bin/apt-get'],
      isRoot: true,
    });
    expect(ensureBrowser(fake)).toBe('/usr/bin/chromium-headless-shell');
    expect(commands).toEqual([]);
  });

  it("gives Lighthouse the whole browser, installing Debian's chromium for it", () => {
    const { fake, commands } = machine({
      executables: ['/usr/bin/chromium-headless-shell', '/usr/bin/apt-get'],
      isRoot: true,
      installs: '/usr/bin/chromium',
    });
    expect(ensureBrowser(fake, WHOLE_BROWSER)).toBe('/usr/bin/chromium');
    expect(commands).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'chromium'],
    ]);
  });

  it("finds Debian's chromium without installing anything", () => {
    const { fake, commands } = machine({
      executables: ['/usr/bin/chromium', '/usr/bin/apt-get'],
      isRoot: true,
    });
    expect(ensureBrowser(fake)).toBe('/usr/bin/chromium');
    expect(commands).toEqual([]);
  });

  it('installs only from the Debian archive, through apt-get, when root may', () => {
    const { fake, commands } = machine({
      executables: ['/usr/bin/apt-get'],
      isRoot: true,
      installs: '/usr/bin/chromium-headless-shell',
    });
    expect(ensureBrowser(fake)).toBe('/usr/bin/chromium-headless-shell');
    expect(commands).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'chromium-headless-shell'],
    ]);
  });

  it('refuses with the one clear line when nothing is found and nothing may be installed', () => {
    const { fake, commands } = machine({ executables: ['/usr/bin/apt-get'], isRoot: false });
    expect(() => ensureBrowser(fake)).toThrow(new BrowserMissing(NO_BROWSER));
    expect(commands).toEqual([]);
  });

  it('says which CHROME_PATH is wrong', () => {
    const { fake } = machine({ env: { CHROME_PATH: '/nowhere/chrome' } });
    expect(() => ensureBrowser(fake)).toThrow(/CHROME_PATH=\/nowhere\/chrome is not an executable/);
  });

  it('stops the Playwright run at once with that line and exit code 1', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      E2E_BROWSER_CANDIDATES: '/nowhere/chromium',
      E2E_BROWSER_INSTALL: '0',
      E2E_SKIP_BUILD: '1',
    };
    delete env.CHROME_PATH;
    const run = spawnSync(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--list'],
      { cwd: repoRoot, env, encoding: 'utf8', timeout: 50_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toContain(NO_BROWSER);
    expect(run.stdout).not.toMatch(/failed|passed/);
  });
});
