import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { withClockAhead } from './clock';
import { testConfig } from './config';
import { openPooledDatabase, poolCounts } from './pglite-pool';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const open = () => openPooledDatabase(testConfig());

const one = async <T>(database: Awaited<ReturnType<typeof open>>, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await database.db.execute(query))[0];

const addMember = (database: Awaited<ReturnType<typeof open>>, name: string) =>
  one<{ id: number }>(
    database,
    sql`insert into users (username, email) values (${name}, ${`${name}@example.com`}) returning id`,
  );

describe.skipIf(onPostgres)('The tests’ pool of embedded databases', () => {
  it('lends the next app the same database emptied: no rows, ids from 1, no session settings', async () => {
    const first = await open();
    await first.db.execute(sql`set statement_timeout = '1234ms'`);
    await addMember(first, 'ada');
    expect((await addMember(first, 'grace'))?.id).toBe(2);
    const started = poolCounts.started;
    await first.close();

    const next = await open();
    try {
      expect(poolCounts.started).toBe(started);
      expect(await one(next, sql`select count(*)::int as count from users`)).toEqual({ count: 0 });
      expect(await one(next, sql`show statement_timeout`)).toEqual({ statement_timeout: '0' });
      expect((await addMember(next, 'ada'))?.id).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('closes a database that ran while the clock was moved instead of lending it again', async () => {
    const moved = await open();
    await withClockAhead(31 * 86_400_000, () => addMember(moved, 'ada'));
    const { closed } = poolCounts;
    await moved.close();
    expect(poolCounts.closed).toBe(closed + 1);
  });

  it.each([
    ['a table', 'create table left_behind (id int)'],
    ['a trigger turned off', 'alter table users disable trigger all'],
    ['a role', 'create role left_behind'],
    ['a database setting', "alter database postgres set work_mem = '8MB'"],
    [
      'planner statistics',
      "insert into users (username, email) values ('ada', 'ada@example.com'); analyze users",
    ],
  ])('closes a database left with %s instead of lending it again', async (_, change) => {
    const changed = await open();
    for (const statement of change.split('; ')) await changed.db.execute(sql.raw(statement));
    const { closed } = poolCounts;
    await changed.close();
    expect(poolCounts.closed).toBe(closed + 1);

    const next = await open();
    try {
      const table = await one(next, sql`select to_regclass('left_behind')::text as name`);
      expect(table).toEqual({ name: null });
    } finally {
      await next.close();
    }
  });

  it('refuses a closed app’s late queries, which would otherwise reach the next lease', async () => {
    const closed = await open();
    await closed.close();
    const next = await open();
    try {
      await expect(addMember(closed, 'late')).rejects.toMatchObject({
        cause: { message: 'PGlite is closed' },
      });
      expect(await one(next, sql`select count(*)::int as count from users`)).toEqual({ count: 0 });
    } finally {
      await next.close();
    }
  });

  it('lends databases in use at once apart', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    try {
      await addMember(a, 'ada');
      expect(await one(b, sql`select count(*)::int as count from users`)).toEqual({ count: 0 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
