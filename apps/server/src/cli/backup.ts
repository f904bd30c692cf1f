/**
 * Operator commands: `npm run backup -- <file>` and `npm run restore -- [--force] <file>`.
 * They use the server's configuration: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded database in DATA_DIR (which the running server holds: stop it first).
 */
import { resolve } from 'node:path';
import { fail, toolConfig } from './tool';
import { BackupError, backupDatabase, restoreDatabase } from './database-backup';

const USAGE = 'Usage: npm run backup -- <file> | npm run restore -- [--force] <file>';

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  const file = files[0];
  if (!file || files.length > 1 || (command !== 'backup' && command !== 'restore')) fail(USAGE);
  if (command === 'backup' && force) fail(USAGE);

  const config = toolConfig();
  const path = resolve(file);
  try {
    if (command === 'backup') {
      await backupDatabase(config, path);
      process.stdout.write(`Backup written to ${path}.\n`);
    } else {
      process.stdout.write(`${await restoreDatabase(config, path, { force })}\n`);
    }
  } catch (error) {
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
