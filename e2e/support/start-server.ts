/**
 * The server the journeys run against: a fresh embedded database, the freshly built web app,
 * and the real server process.
 */
import { execSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = '.data-e2e';

rmSync(dataDir, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD)
  execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });

const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  },
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
