/**
 * Lighthouse (mobile preset, simulated throttling) on the built web app served by the real
 * server, and on a static HTML page of the same profile served beside it as the baseline of
 * the same run: performance, LCP, TBT, CLS and JavaScript bytes per page, against issue 14's
 * budget. A benchmark, not a test: it exits 0 over budget unless given --strict.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from '../e2e/support/browser';
import { auditPage, launchBrowser, median, type PageFigures } from './lib/lighthouse';
import { PROFILE, seedPublicProfile, staticProfileHtml, uploadPicture } from './lib/public-profile';
import { startServerProcess } from './lib/server-process';
import { serveStaticPage } from './lib/static-page';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const strict = process.argv.includes('--strict');
const BUDGET = { score: 95, lcp: 2_000, tbt: 100, cls: 0.02 };

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
  const browser = await launchBrowser(ensureBrowser());
  stops.push(() => browser.kill());

  const pages: [string, string][] = [
    ['static HTML (baseline)', baseline.url],
    ['/', `${server.url}/`],
    ['/pricing', `${server.url}/pricing`],
    ['/contactus', `${server.url}/contactus`],
    [`/${PROFILE.username}`, `${server.url}/${PROFILE.username}`],
    // The media kit (issue 48 point 5): no script at all, so its TBT is the page's parsing.
    [`/${PROFILE.username}/kit`, `${server.url}/${PROFILE.username}/kit`],
    ['/login', `${server.url}/login`],
    ['/register', `${server.url}/register`],
    ['/reset_password', `${server.url}/reset_password`],
  ];
  const runs = new Map<string, PageFigures[]>(pages.map(([name]) => [name, []]));
  // Round by round, so a busy moment on the machine falls on every page alike.
  for (let round = 1; round <= RUNS; round += 1) {
    for (const [name, url] of pages) {
      console.log(`run ${round}/${RUNS}: ${name}`);
      runs.get(name)?.push(await auditPage(url, browser));
    }
  }

  const figures = pages.map(([name]) => {
    const results = runs.get(name) ?? [];
    const of = (key: keyof PageFigures) => median(results.map((result) => result[key]));
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
  const withinBudget = (page: PageFigures) =>
    page.score >= BUDGET.score &&
    page.lcp <= BUDGET.lcp &&
    page.tbt <= BUDGET.tbt &&
    page.cls <= BUDGET.cls;

  console.log(`\nLighthouse mobile preset, median of ${RUNS} run(s) per page`);
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
      ? '\nbudget met: performance >= 95, LCP <= 2.0 s, TBT <= 100 ms, CLS <= 0.02 on every page'
      : `\nover budget: ${failing.map((page) => page.name).join(', ')}`,
  );
  if (strict && failing.length > 0) process.exitCode = 1;
} finally {
  await stopAll();
}
