import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAND_IN_CLIENT } from '../../apps/server/src/test/platform-stand-ins';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink';
import { MAIL_LOG } from './mail';
import { standInPorts } from './platforms';
import { servedWebBuild } from './web-build';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainPort = () => Number(process.env.E2E_PORT ?? 3100);

/** How long the Google-configured server may take to answer; the suite waits a little longer. */
export const GOOGLE_SERVER_START_MS = 150_000;

/** Where the Google-configured server listens: a fixed offset from E2E_PORT. */
export const googleServerURL = () => `http://127.0.0.1:${mainPort() + 60}`;

/**
 * A second server, for the journeys that need Google configured (YouTube connections). The
 * main e2e server leaves GOOGLE_CLIENT_ID unset: it would load Google's sign-in script, which
 * this machine cannot reach, on every sign-in page. This one serves the same build from its
 * own embedded database, mails into the same log (so the fixtures read its codes), and talks
 * to the YouTube stand-in the main server's set-up already runs.
 */
export async function startGoogleServer() {
  const baseURL = googleServerURL();
  const dataDir = join(repoRoot, '.data-e2e-google');
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
      GOOGLE_CLIENT_ID: STAND_IN_CLIENT.youtube.id,
      GOOGLE_CLIENT_SECRET: STAND_IN_CLIENT.youtube.secret,
      YOUTUBE_API_BASE: `http://127.0.0.1:${standInPorts(mainPort()).youtube}`,
      SOCIAL_REFRESH_SECONDS: '60',
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
  const deadline = Date.now() + GOOGLE_SERVER_START_MS;
  for (;;) {
    if (await healthy()) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      stopAll('SIGKILL');
      await smtp.close();
      throw new Error(`the Google-configured server did not start on ${baseURL}`);
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
