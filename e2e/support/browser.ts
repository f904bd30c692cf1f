/**
 * Finds the Chromium the journeys run in, or installs Debian's `chromium` package when this
 * machine may (root with apt-get). Nothing is ever downloaded from anywhere but the Debian
 * archive, and a machine that has no browser and cannot install one gets one clear line
 * instead of a failure per journey.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** Where Debian, Ubuntu and Google's packages put the whole browser. */
const WHOLE_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** Which browser a caller wants: where to look, and Debian's package to install otherwise. */
export interface BrowserKind {
  candidates: string[];
  debianPackage: string;
}

/**
 * The journeys': Chromium's headless shell first, the same Blink and V8 without the desktop
 * browser around them, which is what Playwright itself runs headless; the journeys' Chromium
 * CPU fell by a third with it (decision 127). A whole browser serves too.
 */
export const HEADLESS_SHELL: BrowserKind = {
  candidates: ['/usr/bin/chromium-headless-shell', ...WHOLE_BROWSERS],
  debianPackage: 'chromium-headless-shell',
};

/** Lighthouse's (bench:web): it measures the browser people use, started with --headless=new. */
export const WHOLE_BROWSER: BrowserKind = { candidates: WHOLE_BROWSERS, debianPackage: 'chromium' };

export const NO_BROWSER =
  'No Chromium found for the browser tests: install it with `apt-get install chromium-headless-shell` (or chromium) or set CHROME_PATH to a Chromium or Chrome binary.';

export class BrowserMissing extends Error {}

/** What the lookup needs from the machine; tests pass their own. */
export interface Machine {
  env: NodeJS.ProcessEnv;
  isExecutable(path: string): boolean;
  isRoot: boolean;
  /** Runs a command to completion; throws when it fails. */
  run(command: string, args: string[]): void;
  say(line: string): void;
}

export const thisMachine: Machine = {
  env: process.env,
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  isRoot: process.getuid?.() === 0,
  run(command, args) {
    execFileSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  },
  say: (line) => console.error(line),
};

/**
 * `E2E_BROWSER_CANDIDATES` (colon-separated) replaces the usual places, and
 * `E2E_BROWSER_INSTALL=0` forbids installing; both exist so the lookup itself can be tested.
 */
function candidates(env: NodeJS.ProcessEnv, kind: BrowserKind): string[] {
  return env.E2E_BROWSER_CANDIDATES?.split(':').filter(Boolean) ?? kind.candidates;
}

function findInstalled(machine: Machine, kind: BrowserKind): string | undefined {
  return candidates(machine.env, kind).find((path) => machine.isExecutable(path));
}

function mayInstall(machine: Machine): boolean {
  return (
    machine.env.E2E_BROWSER_INSTALL !== '0' &&
    machine.isRoot &&
    machine.isExecutable('/usr/bin/apt-get')
  );
}

/** The browser's path; installs Debian's package when allowed; throws BrowserMissing otherwise. */
export function ensureBrowser(
  machine: Machine = thisMachine,
  kind: BrowserKind = HEADLESS_SHELL,
): string {
  const chosen = machine.env.CHROME_PATH;
  if (chosen) {
    if (machine.isExecutable(chosen)) return chosen;
    throw new BrowserMissing(`CHROME_PATH=${chosen} is not an executable browser. ${NO_BROWSER}`);
  }
  const installed = findInstalled(machine, kind);
  if (installed) return installed;
  if (mayInstall(machine)) {
    const name = kind.debianPackage;
    machine.say(`No Chromium found: installing Debian's ${name} package (apt-get)…`);
    try {
      machine.run('apt-get', ['update', '-qq']);
      machine.run('apt-get', ['install', '-y', '-qq', name]);
    } catch {
      throw new BrowserMissing(`Installing ${name} with apt-get failed. ${NO_BROWSER}`);
    }
    const fresh = findInstalled(machine, kind);
    if (fresh) return fresh;
  }
  throw new BrowserMissing(NO_BROWSER);
}

/** For the Playwright config: the browser's path, or one line on stderr and exit 1. */
export function browserOrExit(): string {
  try {
    return ensureBrowser();
  } catch (error) {
    if (!(error instanceof BrowserMissing)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
