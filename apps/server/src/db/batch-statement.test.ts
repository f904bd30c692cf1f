import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/app';
import { rowsOf } from './client';
import { batchStatement } from './batch-statement';

const SETTINGS = sql`select current_setting('max_parallel_workers_per_gather') as workers,
  current_setting('jit') as jit, current_setting('enable_memoize') as memoize`;

describe('a job batch statement', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('runs without parallel workers or JIT, with its own settings, and leaves the connection as it was', async () => {
    const before = rowsOf(await app.database.db.execute(SETTINGS))[0];
    const inside = rowsOf(
      await batchStatement(app.database.db, SETTINGS, { enable_memoize: 'off' }),
    )[0];
    expect(inside).toEqual({ workers: '0', jit: 'off', memoize: 'off' });
    expect(before).not.toEqual(inside);
    // Local to the statement's transaction: the pool's next statement has the defaults again.
    expect(rowsOf(await app.database.db.execute(SETTINGS))[0]).toEqual(before);
  });
});
