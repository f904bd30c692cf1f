import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/app';
import { rowsOf } from './client';
import { namedStatement } from './named-statement';
import { inTransaction } from './transaction';

const DOUBLED = namedStatement<'numbers' | 'label'>(
  'test_doubled',
  (value) => sql`select n * 2 as doubled, ${value('label')}::text as label
    from unnest(${value('numbers')}::int[]) as n order by n`,
);

describe('a named statement', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('runs with the values of each call', async () => {
    const { db } = app.database;
    expect(rowsOf(await DOUBLED(db, { numbers: [1, 2], label: 'a' }))).toEqual([
      { doubled: 2, label: 'a' },
      { doubled: 4, label: 'a' },
    ]);
    expect(rowsOf(await DOUBLED(db, { numbers: [5], label: 'b' }))).toEqual([
      { doubled: 10, label: 'b' },
    ]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'is prepared once on a PostgreSQL connection and run again from there',
    async () => {
      const prepared = await inTransaction(app.database.db, async (tx) => {
        await DOUBLED(tx, { numbers: [1], label: 'first' });
        const second = rowsOf(await DOUBLED(tx, { numbers: [3], label: 'again' }));
        expect(second).toEqual([{ doubled: 6, label: 'again' }]);
        return rowsOf(
          await tx.execute(
            sql`select name from pg_prepared_statements where name = 'test_doubled'`,
          ),
        );
      });
      expect(prepared).toEqual([{ name: 'test_doubled' }]);
    },
  );
});
