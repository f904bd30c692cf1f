import lighthouse from 'lighthouse';
import { launch, type LaunchedChrome } from 'chrome-launcher';

/** What one Lighthouse run says about a page. */
export interface PageFigures {
  /** Performance score, 0-100. */
  score: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Cumulative layout shift. */
  cls: number;
  /** JavaScript transferred while the page loads, bytes as sent (compressed). */
  jsBytes: number;
  /**
   * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`, higher is faster):
   * the simulated 4x slowdown multiplies what this CPU took, so TBT moves with it.
   */
  benchmarkIndex: number;
  /**
   * The main thread's work at load by kind (script, style and layout, parsing…), as the
   * `mainthread-work-breakdown` audit measured it on this host, before the simulated slowdown.
   */
  mainThread: { group: string; ms: number }[];
  /** The long tasks Lighthouse saw, start and duration (ms, as simulated), with their source. */
  longTasks: { start: number; duration: number; url: string }[];
}

/** Headless Chromium for Lighthouse to drive, as in CI containers (no sandbox, no GPU). */
export function launchBrowser(chromePath: string): Promise<LaunchedChrome> {
  return launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'error',
  });
}

interface WorkBreakdown {
  items?: { groupLabel?: string; group: string; duration: number }[];
}
interface LongTasks {
  items?: { startTime: number; duration: number; url: string }[];
}

interface ResourceSummary {
  items?: { resourceType: string; transferSize: number }[];
}

/** Lighthouse's entry function: version 12 (`lighthouse`) or 13 (`lighthouse13`, Node 22.19+). */
export type Lighthouse = typeof lighthouse;

/** Lighthouse 13, which needs Node 22.19 or newer: imported only where it runs. */
export const lighthouse13 = async (): Promise<Lighthouse> =>
  (await import('lighthouse13')).default as unknown as Lighthouse;

/**
 * One Lighthouse run on `url` with its default settings, which are the mobile preset: a
 * phone's screen, a 4x slower CPU and a slow 4G network, simulated from an unthrottled load.
 */
export async function auditPage(
  url: string,
  browser: LaunchedChrome,
  audit: Lighthouse = lighthouse,
): Promise<PageFigures> {
  const run = () =>
    audit(url, { port: browser.port, onlyCategories: ['performance'], logLevel: 'error' });
  let result = await run();
  // A trace that failed to record (NO_NAVSTART on a busy machine) says to run again: once.
  if (result?.lhr.runtimeError) result = await run();
  if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as ResourceSummary | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread: (
      (lhr.audits['mainthread-work-breakdown']?.details as WorkBreakdown | undefined)?.items ?? []
    ).map((item) => ({ group: item.groupLabel ?? item.group, ms: item.duration })),
    longTasks: ((lhr.audits['long-tasks']?.details as LongTasks | undefined)?.items ?? []).map(
      (task) => ({ start: task.startTime, duration: task.duration, url: task.url }),
    ),
  };
}

/** The middle value; for an even count the lower of the two middle ones. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
