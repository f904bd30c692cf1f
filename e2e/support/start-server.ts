/**
 * The server the journeys run against: a fresh embedded database with one admin in it, the
 * production build of the web app as the sources are now, a real SMTP sink whose mails the
 * tests read, and the real server.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { startPlatformStandIns } from '../../apps/server/src/test/platform-stand-ins';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink';
import { MAIL_LOG } from './mail';
import { standInPorts } from './platforms';
import { seedAdmin } from './seed-admin';
import { serveCurrentWebBuild } from './web-build';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = '.data-e2e';

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The production build `npm test` made in its unit half (production-build.test.ts), or a new
// one when a source, the lockfile or a VITE_ setting changed since (decision 088).
const webBuild = await serveCurrentWebBuild();

// Before the server starts: the embedded database may be open in one process at a time.
await seedAdmin(dataDir);

const smtp = await startSmtpSink();
smtp.onMail((mail) => appendFileSync(MAIL_LOG, `${JSON.stringify(mail)}\n`));

const withoutGoogle = ({
  GOOGLE_CLIENT_ID: _id,
  GOOGLE_CLIENT_SECRET: _secret,
  YOUTUBE_API_BASE: _base,
  ...rest
}: Record<string, string>) => rest;

// Instagram, YouTube and TikTok as local stand-ins speaking their OAuth and API protocols.
const platforms = await startPlatformStandIns(standInPorts(Number(port)));

const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    ...webBuild,
    // Each test speaks from its own address (X-Forwarded-For), so per-IP limits stay real.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    // Instagram and TikTok only: YouTube shares GOOGLE_CLIENT_ID with Google sign-in, which
    // would load Google's script on every sign-in page (its journey is the server's
    // connections.test.ts, through the same stand-in).
    ...withoutGoogle(platforms.env),
    // Connected accounts are read again a minute after they were connected (the minimum).
    SOCIAL_REFRESH_SECONDS: '60',
  },
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  void smtp.close();
  void platforms.close();
  process.exit(code ?? 0);
});
