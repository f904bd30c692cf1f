import { existsSync } from 'node:fs';

/**
 * Reads `.env` from the working directory into the environment, if there is one. Variables
 * already set win, so an exported value always overrides the file. Not read under
 * NODE_ENV=test, so a developer's settings never leak into a test run.
 */
export function loadEnvFile(path = '.env') {
  if (process.env.NODE_ENV === 'test' || !existsSync(path)) return;
  process.loadEnvFile(path);
}
