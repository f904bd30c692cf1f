import { ConfigError, loadConfig, type Config } from '../config';
import { loadEnvFile } from '../lib/env-file';

/** Ends a command-line tool with one line on stderr and exit code 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The configuration a command-line tool runs with: `.env` read like the server does, the
 * production guards skipped (docs/decisions/006), a bad value ends it with one line.
 */
export function toolConfig(): Config {
  loadEnvFile();
  try {
    return loadConfig(process.env, { tool: true });
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
}
