import { ConfigError, loadConfig } from './config';
import { loadEnvFile } from './lib/env-file';
import { holdDataDir, serverUsingDataDir } from './lib/data-dir-lock';

async function main() {
  let config;
  loadEnvFile();
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let releaseDataDir: (() => void) | undefined;
  if (!config.databaseUrl) {
    const running = serverUsingDataDir(config.dataDir);
    if (running) {
      process.stderr.write(
        `Another server (pid ${running}) is using ${config.dataDir}; stop it or choose another DATA_DIR.\n`,
      );
      process.exit(1);
    }
    releaseDataDir = holdDataDir(config.dataDir);
  }

  // Loaded once the configuration holds: a start refused for a bad setting says so at once,
  // without first loading every feature (seconds, and three times a CI run in main.test.ts).
  const { buildApp } = await import('./app');
  const app = await buildApp(config, { afterClose: async () => releaseDataDir?.() });
  await app.listen({ port: config.port, host: config.host });

  // Stop accepting, let running requests finish, then close the database pool.
  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
