import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs a hot read as a named prepared statement (on PostgreSQL), so each connection plans
   * a query shape once instead of on every request.
   */
  prepared<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDir: string;
}

/** Opens PostgreSQL (when a URL is given) or the embedded PGlite database, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir);
  return handle;
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString, max: 10 });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  // Instances starting together must not run the same migration twice.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migrate(drizzle({ client, schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
  const dialect = new PgDialect();
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async prepared<T>(query: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      const result = await pool.query({ name, text, values: params as unknown[] });
      return result.rows as T[];
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    prepared: async <T>(query: SQL) => rowsOf<T>(await db.execute(query)),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/** The rows of a raw `db.execute` result; node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
