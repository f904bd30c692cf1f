/**
 * Vitest's global set-up for the server suite: one embedded database, migrated once and dumped
 * to a file that every test app's in-memory database starts from (`pgliteTemplate`).
 * Initialising a cluster and running every migration cost each app seconds, hundreds of times
 * a run.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump's path; empty on PostgreSQL (TEST_DATABASE_URL), which needs none. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'partnerly-pglite-template-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    const dump = await database.dump?.();
    if (!dump) throw new Error('the embedded database cannot be dumped');
    const file = join(folder, 'migrated.tar');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
