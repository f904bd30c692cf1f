import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { standInEnv } from '../../apps/server/src/test/platform-stand-ins';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink';
import { test as base } from './fixtures';
import { MAIL_LOG } from './mail';
import { standInPorts } from './platforms';
import { servedWebBuild } from './web-build';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainPort = () => Number(process.env.E2E_PORT ?? 3100);

/** How long the second server may take to answer; the suite waits a little longer. */
const SECOND_SERVER_START_MS = 150_000;

/** Where the second server listens: a fixed offset from E2E_PORT. */
const secondServerURL = () => `http://127.0.0.1:${mainPort() + 60}`;

/**
 * Reads each connected account again every 10 seconds, not every minute: the journeys on this
 * server watch the refresh job carry a platform's new count to the page (decision 130).
 */
export const SECOND_SERVER_REFRESH_SECONDS = 10;

/**
 * A second server, for the journeys that need Google configured (YouTube connections) or watch
 * the connections' refresh job. The main e2e server leaves GOOGLE_CLIENT_ID unset: it would
 * load Google's sign-in script, which this machine cannot reach, on every sign-in page; and it
 * reads accounts again every minute, as often as production may. This one serves the same build
 * from its own embedded database, mails into the same log (so the fixtures read its codes), and
 * talks to the platform stand-ins the main server's set-up already runs.
 */
async function startSecondServer() {
  const baseURL = secondServerURL();
  const dataDir = join(repoRoot, '.data-e2e-second');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const healthy = () =>
    fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  // Something answering already would be taken for this server, with another mail sink.
  if (await healthy()) throw new Error(`${baseURL} is taken: stop what listens there`);
  const smtp = await startSmtpSink();
  const ports = standInPorts(mainPort());
  smtp.onMail((mail) => appendFileSync(MAIL_LOG, `${JSON.stringify(mail)}\n`));

  // A process group of its own: npx starts tsx, which starts node, and all must stop.
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: new URL(baseURL).port,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      SMTP_URL: smtp.url,
      // The build the main server serves (start-server.ts made or found it).
      ...servedWebBuild(),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // The stand-ins the main server's set-up runs (start-server.ts), on its fixed ports.
      ...standInEnv({
        instagram: `http://127.0.0.1:${ports.instagram}`,
        youtube: `http://127.0.0.1:${ports.youtube}`,
        tiktok: `http://127.0.0.1:${ports.tiktok}`,
      }),
      SOCIAL_REFRESH_SECONDS: String(SECOND_SERVER_REFRESH_SECONDS),
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const stopAll = (signal: NodeJS.Signals) => {
    try {
      if (server.pid !== undefined) process.kill(-server.pid, signal);
    } catch {
      // The whole group has stopped already.
    }
  };
  // Near the main server's 180 s (playwright.config.ts): the old 60 s failed the YouTube
  // journey and its retry on the busy 2-core machine, where starting takes 40-90 s (decision 088).
  const deadline = Date.now() + SECOND_SERVER_START_MS;
  for (;;) {
    if (await healthy()) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      stopAll('SIGKILL');
      await smtp.close();
      throw new Error(`the second e2e server did not start on ${baseURL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseURL,
    async close() {
      stopAll('SIGTERM');
      await exited;
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The journeys of the `second-server` project (playwright.config.ts): one server for the
 * worker, started before its first journey and stopped after its last, and every page and
 * request of theirs goes to it. The project runs on one worker, so one server serves all.
 */
export const test = base.extend<object, { secondServerURL: string }>({
  secondServerURL: [
    // Playwright reads a fixture's dependencies from the destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startSecondServer();
      try {
        await use(server.baseURL);
      } finally {
        await server.close();
      }
    },
    { scope: 'worker', timeout: SECOND_SERVER_START_MS + 30_000 },
  ],
  baseURL: async ({ secondServerURL }, use) => use(secondServerURL),
});
