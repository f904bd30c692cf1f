import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { boundQuery, isPageStatement, type PageStatement } from './page-statement';

/**
 * Without the schema: drizzle then builds no relational query builders, which it did for every
 * table on every transaction (4% of the server's CPU under chat load, issue 36). The app reads
 * with the query builder and SQL only.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * Reads one page of an index-ordered query (a search window). On PostgreSQL it runs as a
   * named statement on connections of its own that plan each statement once and walk an
   * index in order instead of sorting every match (docs/decisions/004).
   */
  page<T>(query: SQL | PageStatement): Promise<T[]>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `pgliteTemplate` can start from. */
  dump?: () => Promise<Blob>;
  /** The node-postgres pool's connections (total, idle, waiting); PGlite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string;
  pgliteDir: string;
  /**
   * A dump (`dumpDataDir`) of an embedded database already migrated, which a new database (in
   * memory, or a directory without a cluster yet) starts from instead of initialising a cluster
   * and running every migration: the tests open hundreds of them (src/test/database-template.ts,
   * decisions 067 and 122). An existing directory keeps its own data.
   */
  pgliteTemplate?: string;
}

/** Opens PostgreSQL (when a URL is given) or the embedded PGlite database, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir, options.pgliteTemplate);
  return handle;
}

/**
 * Connections for search pages. A few suffice: each page takes well under a millisecond of
 * PostgreSQL time, and more would only contend for the same cores.
 */
const PAGE_CONNECTIONS = 4;

/**
 * Settings of the page connections: a generic plan, made once per statement and connection;
 * no explicit sort, so a top-N query walks an index in its order and stops after one page
 * (generic plans take a parameterised range for a handful of rows and would rather sort all
 * the matches); no parallel workers, which cost more to start than a page takes; and no JIT:
 * a generic plan's cost counts the whole walk, which passes jit_above_cost from about a
 * million profiles, and JIT then compiles the page's expressions on every execution
 * (30-150 ms) to read a few dozen rows in under a millisecond (decision 062).
 */
export const PAGE_SETTINGS = {
  plan_cache_mode: 'force_generic_plan',
  enable_sort: 'off',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
} as const;

/**
 * The page connections speak through postgres.js, which costs the server a third less per
 * round trip than node-postgres's pool (docs/decisions/004). It reads the same URLs, except
 * node-postgres's `?host=/socket/directory`, which it takes as an option.
 */
async function openPageConnections(connectionString: string) {
  const postgres = (await import('postgres')).default;
  const url = new URL(connectionString);
  const socketDirectory = url.searchParams.get('host');
  url.searchParams.delete('host');
  return postgres(url.toString(), {
    ...(socketDirectory ? { host: socketDirectory } : {}),
    max: PAGE_CONNECTIONS,
    connection: PAGE_SETTINGS,
    onnotice: () => undefined,
  });
}

/** Connections of a database's pool (node-postgres), kept open once opened. */
const POOL_CONNECTIONS = 10;

/**
 * The pool's connections start no parallel workers and compile no query (JIT). A request's
 * reads run side by side on the pool (GET api/UserData/ runs four at once), and on a server
 * the size of ours each worker competes for the same cores: the busy member's read receipts
 * took 41-44 ms with workers and 28 ms without. JIT compiled the busy member's unread query on
 * every request, whose estimate passes `jit_above_cost` at ten million messages: 92 ms
 * instead of 36 (decision 074). Pages and job batches already turned both off. An `options`
 * parameter in DATABASE_URL takes precedence.
 */
export const POOL_SETTINGS = { max_parallel_workers_per_gather: '0', jit: 'off' } as const;
const POOL_OPTIONS = Object.entries(POOL_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const handle = await connectPostgres(connectionString, POOL_OPTIONS);
  const pool = handle.pool;
  // Instances starting together must not run the same migration twice.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
  return handle;
}

/**
 * A streaming replica of the database (DATABASE_READ_URL): the same pool and page connections
 * as the primary's, never migrated (a standby replays the primary's migrations) and read-only
 * by default, so a write routed to it by mistake fails loudly instead of being lost.
 */
export async function openReplica(connectionString: string): Promise<DatabaseHandle> {
  return connectPostgres(connectionString, `${POOL_OPTIONS} -c default_transaction_read_only=on`);
}

async function connectPostgres(
  connectionString: string,
  options: string,
): Promise<DatabaseHandle & { pool: Pool }> {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({
    connectionString,
    max: POOL_CONNECTIONS,
    // Never below the most it opened: node-postgres would close each connection idle for 10 s.
    // Under the chat's load a few connections do the work and the rest wait in turn, so they
    // were closed, and opened again by the next burst: a new backend's first statements
    // (catalog caches, the chat's prepared statements) held the messages behind them for
    // 100-170 ms, the worst second of every bench:chat run (issue 49).
    min: POOL_CONNECTIONS,
    options,
  });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  // A connection the server ends while it is checked out (a restart while a transaction waits
  // between two statements) emits its error with no listener of the pool's: without one of its
  // own it would crash the process. Its holder learns of it from its next query, which fails,
  // and the pool then drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle({ client: pool, casing: 'snake_case' });
  const pages = await openPageConnections(connectionString);
  const dialect = new PgDialect();
  return {
    pool,
    db: db as unknown as Database,
    kind: 'postgres',
    async page<T>(query: SQL | PageStatement) {
      const { sql: text, params } = isPageStatement(query)
        ? boundQuery(query)
        : dialect.sqlToQuery(query);
      const rows = await pages.unsafe(text, params as never[], { prepare: true });
      return rows as unknown as T[];
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await Promise.all([pool.end(), pages.end()]);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openPglite(dataDir: string, template?: string): Promise<DatabaseHandle> {
  return pgliteHandle(await startPglite(dataDir, template));
}

/** Starts the embedded database in `dataDir` (from `template` when it is new) and migrates it. */
export async function startPglite(dataDir: string, template?: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // PGlite refuses a tarball over a cluster (PG_VERSION): only a new database starts from one.
  const isNew = inMemory || !existsSync(join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(template && isNew ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
  });
  // From a template this only finds every migration applied.
  await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
  return client;
}

/**
 * The handle of a started embedded database. `close` closes it, unless the caller lends the
 * database and takes it back instead (the tests' pool, src/test/pglite-pool.ts).
 */
export async function pgliteHandle(
  client: PGlite,
  close: () => Promise<void> = () => client.close(),
): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle({ client, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    page: async <T>(query: SQL | PageStatement) => {
      if (!isPageStatement(query)) return rowsOf<T>(await db.execute(query));
      const { sql: text, params } = boundQuery(query);
      return (await client.query<T>(text, params)).rows;
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close,
    dump: () => client.dumpDataDir('none'),
  };
}

/** The rows of a raw `db.execute` result; node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
