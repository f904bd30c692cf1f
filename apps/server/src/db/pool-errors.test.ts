import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('pool-errors.test: skipped, it needs TEST_DATABASE_URL');

/**
 * A connection PostgreSQL ends while the server holds it (a restart during a transaction): the
 * chat's restart test crashed once on it, under the whole suite's load, with "terminating
 * connection due to administrator command" and no listener for it.
 */
describe.runIf(url)('a pooled connection ended while checked out', () => {
  let database: DatabaseHandle;
  let admin: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: url, pgliteDir: '' });
    admin = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  });
  afterAll(async () => {
    await database?.close();
    await admin?.close();
  });

  it('fails the transaction holding it, not the process, and the pool goes on', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      await admin.db.execute(sql`select pg_terminate_backend(${row?.pid ?? 0})`);
      // Between two statements: the error arrives with no query to take it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    const [row] = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
    expect(row?.one).toBe(1);
  });
});
