import { defineConfig, devices } from '@playwright/test';
import { browserOrExit } from './support/browser';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The journeys on the second server (e2e/support/second-server.ts): Google configured, and the
 * connections' refresh job reading accounts every 10 seconds.
 */
const ON_SECOND_SERVER = ['**/youtube-connection.spec.ts', '**/platform-connections.spec.ts'];

/** Journeys run in Debian's Chromium against the built app served by the real server. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // The slowest journey files at the end of the run (the list reporter prints them).
  reportSlowTests: { max: 15, threshold: 20_000 },
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace took a third of the journeys' time (Chromium is what keeps both cores
    // busy), so only a retry records one: in CI a failing journey is retried with its trace.
    // Locally, `--trace on` records every journey.
    trace: 'on-first-retry',
    // The service worker keeps pages and assets; journeys start from the network each time,
    // and e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: browserOrExit(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The second server's journeys start first, on one worker, so they share its one server
  // (a worker fixture) while the other worker runs the rest; Playwright hands out tests in the
  // projects' order (decisions 088 and 130).
  projects: [
    { name: 'second-server', testMatch: ON_SECOND_SERVER, workers: 1 },
    { name: 'journeys', testIgnore: ON_SECOND_SERVER },
  ],
  webServer: {
    command: 'npx tsx e2e/support/start-server.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
