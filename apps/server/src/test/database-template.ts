/**
 * Vitest's global set-up for the server suite: one database migrated once, which every test
 * app's database starts from. Initialising a database and running every migration cost each
 * app about a second, hundreds of times a run (decisions 067 and 087).
 * - PGlite: the migrated database dumped to a file that each in-memory database loads
 *   (`pgliteTemplate`; also with TEST_DATABASE_URL, for the embedded databases tests start
 *   there), without the cluster's two template databases, which no test copies
 *   (a third less for every database to unpack and start, decision 126).
 * - PostgreSQL (TEST_DATABASE_URL): a migrated database on that server that each test
 *   database is created from (`CREATE DATABASE … TEMPLATE`, `postgresTemplate`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminQuery, databaseUrlOn } from './admin-query';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump's path, for every embedded database a test opens (on PostgreSQL too). */
    pgliteTemplate: string;
    /** The migrated template database's name on TEST_DATABASE_URL's server; empty on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Both on PostgreSQL: the files that start an embedded database of their own there too (the
  // module list's starts, a lone instance without Redis) took seconds each to initialise and
  // migrate it (decision 127).
  if (!serverUrl) project.provide('postgresTemplate', '');
  const [removePglite, removePostgres] = await Promise.all([
    providePgliteTemplate(project),
    serverUrl ? providePostgresTemplate(project, serverUrl) : undefined,
  ]);
  return async () => {
    await removePostgres?.();
    await removePglite();
  };
}

async function providePgliteTemplate(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'partnerly-pglite-template-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    // CREATE DATABASE is PostgreSQL's copy of template1 (template0 its pristine spare); a test's
    // database is a PGlite of its own, so the 15 MB of both only cost each one its start-up.
    for (const name of ['template0', 'template1']) {
      await database.db.execute(sql.raw(`ALTER DATABASE ${name} IS_TEMPLATE false`));
      await database.db.execute(sql.raw(`DROP DATABASE ${name}`));
    }
    await database.db.execute(sql`CHECKPOINT`);
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

async function providePostgresTemplate(project: TestProject, serverUrl: string) {
  const name = `partnerly_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  // Migrated, then closed: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({
    pgliteDir: 'memory://',
    databaseUrl: databaseUrlOn(serverUrl, name),
  });
  await database.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
