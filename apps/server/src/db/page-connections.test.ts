import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/app';
import { openDatabase, PAGE_SETTINGS, POOL_SETTINGS, rowsOf, type DatabaseHandle } from './client';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SOCKET_DIRECTORY = '/var/run/postgresql';
if (!onPostgres) console.log('page-connections.test: skipped, it needs TEST_DATABASE_URL');

const settingsOf = async (handle: Pick<DatabaseHandle, 'page'>) =>
  (
    await handle.page<Record<string, string>>(
      sql`select current_setting('plan_cache_mode') as plan_cache_mode,
        current_setting('enable_sort') as enable_sort,
        current_setting('max_parallel_workers_per_gather') as max_parallel_workers_per_gather,
        current_setting('jit') as jit`,
    )
  )[0];

describe.runIf(onPostgres)('page connections (PostgreSQL)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('run with the settings that make search pages walk indexes', async () => {
    expect(await settingsOf(app.database)).toEqual(PAGE_SETTINGS);
  });

  it("leave the pool's connections without parallel workers or JIT (decision 074)", async () => {
    const [row] = rowsOf<Record<string, string>>(
      await app.database.db.execute(
        sql`select current_setting('max_parallel_workers_per_gather') as max_parallel_workers_per_gather,
          current_setting('jit') as jit`,
      ),
    );
    expect(row).toEqual(POOL_SETTINGS);
  });

  it.runIf(existsSync(`${SOCKET_DIRECTORY}/.s.PGSQL.5432`))(
    "reach the server through node-postgres's ?host=/socket/directory form",
    async () => {
      const url = new URL(app.config.databaseUrl ?? '');
      url.hostname = 'localhost';
      url.port = '';
      url.searchParams.set('host', SOCKET_DIRECTORY);
      const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
      try {
        expect(await settingsOf(handle)).toEqual(PAGE_SETTINGS);
      } finally {
        await handle.close();
      }
    },
  );
});
