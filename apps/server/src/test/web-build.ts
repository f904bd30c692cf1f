/**
 * The production build of the web app that tests serve, made once per change of what goes into
 * it (decisions 088 and 126): the journeys' server, `npm test`'s production-build check and the
 * server's tests of the pages it renders all use the same one. Each build is kept in a folder
 * named by the hash of its inputs and never written again, so a build made meanwhile never
 * changes the files under a running server, and apps/web/dist is not touched.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const WEB_DIR = join(repoRoot, 'apps/web');
/** Ignored by git like every node_modules, and on the same file system as the builds' temp. */
const BUILDS_DIR = join(repoRoot, 'node_modules/.cache/partnerly/web-builds');
/** Builds kept besides the newest: a run still serving an older one keeps its files. */
const KEPT_BUILDS = 3;
/** A build takes 20-60 s; a lock older than this was left by a process that died. */
const STALE_LOCK_MS = 5 * 60_000;

/** Folders and files whose content the build reads; tests are never imported by it. */
const INPUT_DIRS = ['apps/web', 'packages/shared'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const TEST_FILE = /\.test\.tsx?$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(path);
    return TEST_FILE.test(entry.name) ? [] : [path];
  });
}

/** The build's inputs: the web app and the shared package, the lockfile, and VITE_ settings. */
export function buildInputsHash(env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(join(repoRoot, dir))),
    ...INPUT_FILES.map((file) => join(repoRoot, file)),
  ].sort();
  for (const file of files) {
    hash.update(`${relative(repoRoot, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  const viteSettings = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(viteSettings));
  return hash.digest('hex');
}

/** The kept build of these inputs, if there is one. */
function keptWebBuild(inputs: string): string | undefined {
  const dir = join(BUILDS_DIR, inputs);
  return existsSync(dir) ? dir : undefined;
}

/** A fresh folder to build into, on the same file system as the kept builds. */
export function newBuildDir(): string {
  mkdirSync(BUILDS_DIR, { recursive: true });
  return mkdtempSync(join(BUILDS_DIR, '.building-'));
}

/** Runs the web app's `npm run build` into `outDir`. */
export function runWebBuild(outDir: string, env: NodeJS.ProcessEnv = process.env) {
  return spawnSync('npm', ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: WEB_DIR,
    env,
    encoding: 'utf8',
  });
}

/**
 * Keeps `outDir`, a build of `inputs` (hashed before the build started, so an edit made
 * during it shows as a change next time), and lets go of all but the newest few others.
 */
export function keepWebBuild(outDir: string, inputs: string): string {
  const dir = join(BUILDS_DIR, inputs);
  try {
    renameSync(outDir, dir);
  } catch (error) {
    // Another run kept a build of the same inputs first: the same files, so that one stays.
    if (!existsSync(dir)) throw error;
    rmSync(outDir, { recursive: true, force: true });
  }
  const older = readdirSync(BUILDS_DIR)
    .filter((name) => !name.startsWith('.') && name !== inputs)
    .map((name) => ({ path: join(BUILDS_DIR, name), at: statSync(join(BUILDS_DIR, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { path } of older.slice(KEPT_BUILDS)) rmSync(path, { recursive: true, force: true });
  return dir;
}

/**
 * Runs `build` while no other process builds the same inputs: test files of two workers (the
 * production-build check and the server's rendered pages) would otherwise each spend a core
 * for half a minute on the same build. A lock is a folder, made or refused in one step.
 */
export async function whileBuilding<T>(inputs: string, build: () => T): Promise<T> {
  mkdirSync(BUILDS_DIR, { recursive: true });
  const lock = join(BUILDS_DIR, `.lock-${inputs}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const since = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0;
      if (since > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The production build of the sources as they are now: the kept one, or a new one. */
export async function currentWebBuild(): Promise<string> {
  const inputs = buildInputsHash();
  return (
    keptWebBuild(inputs) ??
    whileBuilding(inputs, () => {
      // Made by whoever held the lock before.
      const kept = keptWebBuild(inputs);
      if (kept) return kept;
      const outDir = newBuildDir();
      const build = runWebBuild(outDir);
      if (build.status !== 0) {
        rmSync(outDir, { recursive: true, force: true });
        throw new Error(`the web build failed:\n${build.stderr}`);
      }
      return keepWebBuild(outDir, inputs);
    })
  );
}
