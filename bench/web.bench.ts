/**
 * Lighthouse (mobile preset, simulated throttling) on the built web app served by the real
 * server, and on a static HTML page of the same profile served beside it as the baseline of
 * the same run: performance, LCP, TBT, CLS and JavaScript bytes per page. Lighthouse 12 against
 * issue 14's budget and Lighthouse 13 against issue 49's, both in the same run, for as long as
 * the two disagree. A benchmark, not a test: it exits 0 over budget unless given --strict.
 */
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WHOLE_BROWSER, ensureBrowser } from '../e2e/support/browser';
import {
  auditPage,
  launchBrowser,
  lighthouse13,
  median,
  type Lighthouse,
  type PageFigures,
} from './lib/lighthouse';
import { PROFILE, seedPublicProfile, staticProfileHtml, uploadPicture } from './lib/public-profile';
import { startServerProcess } from './lib/server-process';
import { serveStaticPage } from './lib/static-page';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_DETAILS=1: each run's main-thread work by kind and its long tasks, where TBT comes from. */
const DETAILS = process.env.BENCH_DETAILS === '1';

/** The figures a page's table row and budget read (the median of each over the runs). */
type Measure = 'score' | 'lcp' | 'tbt' | 'cls' | 'jsBytes';

function printDetails({ tbt, mainThread, longTasks }: PageFigures) {
  const work = mainThread.map(({ group, ms }) => `${group} ${Math.round(ms)} ms`).join(', ');
  console.log(`  TBT ${Math.round(tbt)} ms; main thread: ${work}`);
  for (const task of longTasks) {
    console.log(
      `  long task at ${Math.round(task.start)} ms for ${Math.round(task.duration)} ms: ${task.url}`,
    );
  }
}
const strict = process.argv.includes('--strict');

// Lighthouse 13 needs Node 22.19 or newer: on an older Node the bench runs itself again on the
// newest Node 22, which .ci/with-node fetches from the npm registry.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const again = spawnSync(
    join(root, '.ci', 'with-node'),
    ['22', 'npx', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}

interface Budget {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Each version and its budget: issue 14's for Lighthouse 12, issue 49's for 13. */
const VERSIONS: { name: string; audit: Lighthouse; budget: Budget }[] = [
  {
    name: 'Lighthouse 12',
    audit: (await import('lighthouse')).default,
    budget: { score: 95, lcp: 2_000, tbt: 100, cls: 0.02 },
  },
  {
    name: 'Lighthouse 13',
    audit: await lighthouse13(),
    budget: { score: 95, lcp: 2_000, tbt: 150, cls: 0.02 },
  },
];

/** Everything this run started, stopped in reverse order: on success, error or a signal. */
const stops: (() => Promise<void> | void)[] = [];
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) {
    await Promise.resolve()
      .then(stop)
      .catch((error: unknown) => console.error('cleanup failed:', error));
  }
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

try {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building the web app…');
    const root = fileURLToPath(new URL('..', import.meta.url));
    execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'partnerly-bench-web-'));
  stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
  await seedPublicProfile(join(dataDir, 'db'));
  const server = await startServerProcess(undefined, { DATA_DIR: dataDir });
  stops.push(server.stop);
  await uploadPicture(server.url);
  const baseline = await serveStaticPage(staticProfileHtml());
  stops.push(baseline.close);
  const browser = await launchBrowser(ensureBrowser(undefined, WHOLE_BROWSER));
  stops.push(() => browser.kill());

  const pages: [string, string][] = [
    ['static HTML (baseline)', baseline.url],
    ['/', `${server.url}/`],
    ['/pricing', `${server.url}/pricing`],
    ['/contactus', `${server.url}/contactus`],
    ['/useonphone', `${server.url}/useonphone`],
    [`/${PROFILE.username}`, `${server.url}/${PROFILE.username}`],
    // The media kit (issue 48 point 5): no script at all, so its TBT is the page's parsing.
    [`/${PROFILE.username}/kit`, `${server.url}/${PROFILE.username}/kit`],
    ['/login', `${server.url}/login`],
    ['/register', `${server.url}/register`],
    ['/reset_password', `${server.url}/reset_password`],
  ];
  const key = (version: string, page: string) => `${version}: ${page}`;
  const runs = new Map<string, PageFigures[]>();
  // Round by round, so a busy moment on the machine falls on every page and version alike.
  for (let round = 1; round <= RUNS; round += 1) {
    for (const [name, url] of pages) {
      for (const version of VERSIONS) {
        console.log(`run ${round}/${RUNS}: ${name}, ${version.name}`);
        const figures = await auditPage(url, browser, version.audit);
        if (DETAILS) printDetails(figures);
        runs.set(key(version.name, name), [...(runs.get(key(version.name, name)) ?? []), figures]);
      }
    }
  }

  let failed = false;
  for (const version of VERSIONS) {
    failed =
      report(
        version.name,
        version.budget,
        pages.map(([name]) => name),
      ) || failed;
  }
  if (strict && failed) process.exitCode = 1;

  /** Prints one version's table; true when a page is over its budget. */
  function report(version: string, budget: Budget, names: string[]): boolean {
    const figures = names.map((name) => {
      const results = runs.get(key(version, name)) ?? [];
      const of = (field: Measure) => median(results.map((result) => result[field]));
      return {
        name,
        score: of('score'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        cls: of('cls'),
        jsBytes: of('jsBytes'),
      };
    });
    const baselineLcp = figures[0]?.lcp ?? Number.NaN;
    const host = median(
      names.flatMap((name) =>
        (runs.get(key(version, name)) ?? []).map((result) => result.benchmarkIndex),
      ),
    );
    const withinBudget = (page: Pick<PageFigures, Measure>) =>
      page.score >= budget.score &&
      page.lcp <= budget.lcp &&
      page.tbt <= budget.tbt &&
      page.cls <= budget.cls;

    console.log(
      `\n${version}, mobile preset, median of ${RUNS} run(s) per page; ` +
        `host CPU benchmarkIndex ${Math.round(host)} (median of every run)`,
    );
    console.log(
      `${'page'.padEnd(24)} ${'perf'.padStart(4)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ` +
        `${'CLS'.padStart(6)} ${'JS'.padStart(8)} ${'LCP/base'.padStart(8)}  budget`,
    );
    for (const [index, page] of figures.entries()) {
      const verdict = index === 0 ? '' : withinBudget(page) ? 'PASS' : 'FAIL';
      console.log(
        `${page.name.padEnd(24)} ${String(page.score).padStart(4)} ` +
          `${(page.lcp / 1000).toFixed(2).padStart(6)}s ${Math.round(page.tbt).toString().padStart(5)}ms ` +
          `${page.cls.toFixed(3).padStart(6)} ${(page.jsBytes / 1024).toFixed(1).padStart(5)} KB ` +
          `${(page.lcp / baselineLcp).toFixed(2).padStart(7)}x  ${verdict}`,
      );
    }
    const failing = figures.slice(1).filter((page) => !withinBudget(page));
    console.log(
      failing.length === 0
        ? `${version}: budget met: performance >= ${budget.score}, LCP <= ${budget.lcp / 1000} s, ` +
            `TBT <= ${budget.tbt} ms, CLS <= ${budget.cls} on every page`
        : `${version}: over budget: ${failing.map((page) => page.name).join(', ')}`,
    );
    return failing.length > 0;
  }
} finally {
  await stopAll();
}
