import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { holdDataDir, serverUsingDataDir } from '../lib/data-dir-lock';

/** A failure whose message is the one line the CLI prints. */
export class BackupError extends Error {}

export interface RestoreOptions {
  /** Replace a database that already holds users. */
  force?: boolean;
}

/** Writes a backup of the configured database: PGlite's data dir tarball, or `pg_dump -Fc`. */
export async function backupDatabase(config: Config, file: string): Promise<void> {
  const partial = `${file}.partial`;
  if (config.databaseUrl) {
    runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      // Comments on extensions need their owner to restore, and we write none of our own.
      '--no-comments',
      `--file=${partial}`,
      `--dbname=${config.databaseUrl}`,
    ]);
  } else {
    const release = takeDataDir(config);
    try {
      if (!existsSync(join(config.pgliteDir, 'PG_VERSION'))) {
        throw new BackupError(`There is no embedded database in ${config.pgliteDir} to back up.`);
      }
      const db = await openPglite(config.pgliteDir);
      const dump = await db.dumpDataDir('gzip');
      await db.close();
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      release();
    }
  }
  // Only a complete backup takes the name: a failure never leaves a truncated file there.
  renameSync(partial, file);
}

/**
 * Restores a backup into the configured database. A database that holds users is replaced
 * only with `force`; the embedded one is then moved aside, not deleted.
 */
export async function restoreDatabase(
  config: Config,
  file: string,
  options: RestoreOptions = {},
): Promise<string> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const kind = backupKind(file);
  if (config.databaseUrl) {
    if (kind !== 'postgres') {
      throw new BackupError(
        `${file} is not a pg_dump backup; unset DATABASE_URL to restore it into the embedded database.`,
      );
    }
    const count = await postgresUserCount(config.databaseUrl);
    if (count > 0 && !options.force) throw notEmpty('The database', count);
    runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      file,
    ]);
    return 'Restored into PostgreSQL.';
  }

  if (kind !== 'pglite') {
    throw new BackupError(
      `${file} is a pg_dump backup; set DATABASE_URL to restore it into PostgreSQL.`,
    );
  }
  const release = takeDataDir(config);
  try {
    const dir = config.pgliteDir;
    let movedTo: string | undefined;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      const count = existsSync(join(dir, 'PG_VERSION')) ? await pgliteUserCount(dir) : 0;
      if (count > 0 && !options.force) throw notEmpty(dir, count);
      movedTo = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, movedTo);
    } else {
      rmSync(dir, { recursive: true, force: true });
    }
    const db = await openPglite(dir, new Blob([readFileSync(file)]));
    await db.query('select 1');
    await db.close();
    return movedTo
      ? `Restored into ${dir}; the database it replaced is in ${movedTo}.`
      : `Restored into ${dir}.`;
  } finally {
    release();
  }
}

const notEmpty = (target: string, users: number) =>
  new BackupError(
    `${target} already holds data (${users} users); pass --force to replace it with the backup.`,
  );

/** pg_dump's custom format starts with "PGDMP"; PGlite's tarball is gzip. */
function backupKind(file: string): 'postgres' | 'pglite' | 'unknown' {
  const head = readFileSync(file).subarray(0, 5);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return 'unknown';
}

/** The embedded database is one process's at a time: refuse while the server has it. */
function takeDataDir(config: Config): () => void {
  const pid = serverUsingDataDir(config.dataDir);
  if (pid) {
    throw new BackupError(
      `The server (pid ${pid}) has the embedded database open; stop it first, then run this again.`,
    );
  }
  return holdDataDir(config.dataDir);
}

async function openPglite(dir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir && { loadDataDir }) });
}

async function pgliteUserCount(dir: string): Promise<number> {
  const db = await openPglite(dir);
  try {
    return await countUsers((text) => db.query<{ n: number }>(text));
  } finally {
    await db.close();
  }
}

async function postgresUserCount(url: string): Promise<number> {
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await countUsers((text) => client.query<{ n: number }>(text));
  } finally {
    await client.end();
  }
}

/** Users in the database; 0 when it has no users table yet (never migrated). */
async function countUsers(query: (text: string) => Promise<{ rows: { n: number }[] }>) {
  const exists = await query(`select count(*)::int as n from pg_tables where tablename = 'users'`);
  if (!exists.rows[0]?.n) return 0;
  return (await query('select count(*)::int as n from users')).rows[0]?.n ?? 0;
}

/** pg_dump or pg_restore from PATH, else the newest under /usr/lib/postgresql. */
export function findTool(name: string): string | undefined {
  if (spawnSync(name, ['--version']).status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => join(root, version, 'bin', name)).find(existsSync);
}

function runTool(name: string, args: string[]) {
  const tool = findTool(name);
  if (!tool) {
    throw new BackupError(
      `${name} was not found on PATH or in /usr/lib/postgresql/*/bin; install the PostgreSQL client (apt-get install postgresql-client).`,
    );
  }
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  if (run.status !== 0) {
    const reason = (run.stderr || run.error?.message || 'unknown error').trim().split('\n')[0];
    throw new BackupError(`${name} failed: ${reason}`);
  }
}
