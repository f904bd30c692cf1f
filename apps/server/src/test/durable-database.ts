import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { createTestDatabase } from './test-database';

/**
 * A database that outlives the apps and handles opened on it, for restart tests: PGlite in a
 * directory on disk by default, or a database of its own on TEST_DATABASE_URL's server.
 * `remove` deletes it (in afterAll).
 */
export async function createDurableDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let config: Pick<Config, 'pgliteDir' | 'databaseUrl' | 'pgliteTemplate'>;
  let remove: () => Promise<void>;
  if (serverUrl) {
    const database = await createTestDatabase(serverUrl);
    config = { pgliteDir: 'memory://', databaseUrl: database.url };
    remove = database.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'partnerly-jobs-'));
    // The first open fills the empty directory from the suite's migrated template (decision 122).
    config = { pgliteDir: dir, pgliteTemplate: inject('pgliteTemplate') };
    remove = async () => rmSync(dir, { recursive: true, force: true });
  }
  return {
    kind: serverUrl ? ('postgres' as const) : ('pglite' as const),
    /** Config overrides that point an app at this database. */
    config,
    /** Opens (and migrates) a handle; PGlite allows one open handle at a time. */
    open: () => openDatabase(config),
    remove,
  };
}
