import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('pool-idle.test: skipped, it needs TEST_DATABASE_URL');

/**
 * node-postgres closes a connection idle for 10 s. Under the chat's load the pool's spare
 * connections were closed that way and opened again by the next burst, whose messages then
 * waited 100-170 ms on new backends (issue 49).
 */
describe.runIf(url)('the pool after a quiet spell', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database?.close();
  });

  /** The backends of five statements run at once, each holding its connection a moment. */
  const burst = async () =>
    new Set(
      await Promise.all(
        Array.from({ length: 5 }, async () => {
          const [row] = rowsOf<{ pid: number }>(
            await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
          );
          return row?.pid;
        }),
      ),
    );

  it('keeps its connections: the next burst opens no new backend', async () => {
    // Only the pool's idle timers are moved; the sockets and PostgreSQL keep real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect((await burst()).size).toBe(5);
    const open = database.poolStats?.().total ?? 0;

    vi.advanceTimersByTime(60_000);
    expect(database.poolStats?.().total).toBe(open);
    expect((await burst()).size).toBe(5);
    expect(database.poolStats?.().total).toBe(open);
  });
});
