import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { jobs } from '../../db/schema';
import { withClockAhead } from '../../test/clock';
import { createDurableDatabase } from '../../test/durable-database';
import { eventually } from '../../test/eventually';
import { inTransaction } from '../../db/transaction';
import { createJobQueue, type JobHandlers } from './job-queue';
import { retryDelayMs } from './job-worker';
import { jobsRepository } from './jobs.repository';

type TestJobs = { work: { n: number }; tick: Record<string, never> };

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

let durable: Awaited<ReturnType<typeof createDurableDatabase>>;
let database: DatabaseHandle | undefined;
const queues: ReturnType<typeof createJobQueue<TestJobs>>[] = [];

/** The database the test opened. */
function opened(): DatabaseHandle {
  if (!database) throw new Error('no database open');
  return database;
}

/** A queue polling every 20 ms, stopped after the test. */
function queue(db = opened()) {
  const created = createJobQueue<TestJobs>(db.db, silent, { pollMs: 20, stopGraceMs: 100 });
  queues.push(created);
  return created;
}

const noTicks: JobHandlers<TestJobs>['tick'] = async () => undefined;
const row = async (id: number) => (await opened().db.select().from(jobs).where(eq(jobs.id, id)))[0];

beforeAll(async () => {
  durable = await createDurableDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((created) => created.stop()));
  await database?.db.delete(jobs);
  await database?.close();
  database = undefined;
});
afterAll(async () => {
  await durable.remove();
});

describe('durable jobs', () => {
  it('runs a job stored before a restart once the next instance starts', async () => {
    database = await durable.open();
    const id = await queue().enqueue('work', { n: 7 });
    await database.close();

    database = await durable.open();
    const seen: number[] = [];
    queue().start({ work: async ({ n }) => void seen.push(n), tick: noTicks });
    await eventually(async () => (await row(id))?.doneAt, 'the job to be done');
    expect(seen).toEqual([7]);
  });

  it('retries a failing job after growing waits, then succeeds', async () => {
    database = await durable.open();
    const calls: number[] = [];
    const id = await queue().enqueue('work', { n: 1 });
    queue().start({
      async work() {
        calls.push(Date.now());
        if (calls.length < 3) throw new Error(`refused ${calls.length}`);
      },
      tick: noTicks,
    });
    const done = await eventually(async () => (await row(id))?.doneAt && row(id), 'success');
    expect(done).toMatchObject({ attempts: 3, lastError: 'refused 2', failedAt: null });
    const [first = 0, second = 0, third = 0] = calls;
    expect(second - first).toBeGreaterThanOrEqual(retryDelayMs(1));
    expect(third - second).toBeGreaterThanOrEqual(retryDelayMs(2));
  });

  it('gives up after the last attempt and keeps the error', async () => {
    database = await durable.open();
    const id = await queue().enqueue('work', { n: 1 }, { maxAttempts: 2 });
    queue().start({
      work: async () => {
        throw new Error('always');
      },
      tick: noTicks,
    });
    const failed = await eventually(async () => (await row(id))?.failedAt && row(id), 'failure');
    expect(failed).toMatchObject({ attempts: 2, lastError: 'always', doneAt: null });
  });

  it('runs a scheduled job at its time, not before', async () => {
    database = await durable.open();
    const seen: number[] = [];
    const runAt = new Date(Date.now() + 60_000);
    const later = await queue().enqueue('work', { n: 2 }, { runAt });
    const now = await queue().enqueue('work', { n: 1 });
    queue().start({
      async work({ n }) {
        if (n === 2) expect(Date.now()).toBeGreaterThanOrEqual(runAt.getTime());
        seen.push(n);
      },
      tick: noTicks,
    });
    // The due job ran, so the worker has looked at the queue: the other one was not due.
    await eventually(async () => (await row(now))?.doneAt, 'the due job');
    expect(seen).toEqual([1]);
    await withClockAhead(61_000, () =>
      eventually(async () => (await row(later))?.doneAt, 'the scheduled job'),
    );
    expect(seen).toEqual([1, 2]);
  });

  it('keeps one pending job per key, and arms the key again once that job is done', async () => {
    database = await durable.open();
    const jobsOf = async () => opened().db.select().from(jobs).where(eq(jobs.key, 'once:1'));
    const later = { runAt: new Date(Date.now() + 60_000) };
    expect(await queue().enqueueOnce('work', { n: 1 }, 'once:1', later)).toBe(true);
    expect(await queue().enqueueOnce('work', { n: 2 }, 'once:1', later)).toBe(false);
    const [pending, ...others] = await jobsOf();
    expect(others).toEqual([]);
    expect(pending?.payload).toEqual({ n: 1 });

    const seen: number[] = [];
    queue().start({ work: async ({ n }) => void seen.push(n), tick: noTicks });
    await withClockAhead(61_000, () =>
      eventually(async () => (await jobsOf())[0]?.doneAt, 'the keyed job'),
    );
    expect(await queue().enqueueOnce('work', { n: 3 }, 'once:1')).toBe(true);
    await eventually(() => seen.length === 2, 'the re-armed job');
    expect(seen).toEqual([1, 3]);
    expect(await jobsOf()).toHaveLength(1);
  });

  it('holds a key while its job runs: a trigger meanwhile adds no second run', async () => {
    database = await durable.open();
    let release: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    const worker = queue();
    worker.start({
      work: async ({ n }) => {
        seen.push(n);
        if (n === 1) await running;
      },
      tick: noTicks,
    });
    expect(await worker.enqueueOnce('work', { n: 1 }, 'held:1')).toBe(true);
    await eventually(() => seen.length === 1, 'the keyed job to start');
    expect(await worker.enqueueOnce('work', { n: 2 }, 'held:1')).toBe(false);
    release();
    const [stored] = await eventually(async () => {
      const rows = await opened().db.select().from(jobs).where(eq(jobs.key, 'held:1'));
      return rows[0]?.doneAt ? rows : undefined;
    }, 'the keyed job to finish');
    expect(seen).toEqual([1]);
    expect(stored?.attempts).toBe(1);
  });

  it("stores a job with its writer's transaction: rolled back, there is no job", async () => {
    database = await durable.open();
    const seen: number[] = [];
    const worker = queue();
    worker.start({ work: async ({ n }) => void seen.push(n), tick: noTicks });
    await expect(
      inTransaction(opened().db, async (tx) => {
        await worker.enqueue('work', { n: 1 }, { tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const id = await inTransaction(opened().db, (tx) => worker.enqueue('work', { n: 2 }, { tx }));
    await eventually(async () => (await row(id))?.doneAt, 'the committed job');
    expect(seen).toEqual([2]);
    expect(await opened().db.select().from(jobs).where(eq(jobs.name, 'work'))).toHaveLength(1);
  });

  it('repeats a repeating job every interval, registered once by each of two instances', async () => {
    database = await durable.open();
    let ticks = 0;
    const handlers = { work: async () => undefined, tick: async () => void ticks++ };
    const first = queue();
    const second = queue();
    first.repeat('tick', {}, 60);
    second.repeat('tick', {}, 60);
    first.start(handlers);
    second.start(handlers);
    await eventually(() => ticks === 1, 'the first tick');
    await withClockAhead(61_000, () => eventually(() => ticks === 2, 'the second tick'));
    await withClockAhead(122_000, () => eventually(() => ticks === 3, 'the third tick'));
    const rows = await database.db.select().from(jobs).where(eq(jobs.name, 'tick'));
    expect(rows).toHaveLength(1);
  });

  it('never runs one job twice with two workers (two connections on PostgreSQL)', async () => {
    database = await durable.open();
    // On PostgreSQL the second worker has a pool of its own, as another instance would.
    const other = durable.kind === 'postgres' ? await durable.open() : database;
    try {
      const runs = new Map<number, number>();
      const handlers: JobHandlers<TestJobs> = {
        async work({ n }) {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
        tick: noTicks,
      };
      const count = 60;
      const enqueuer = queue();
      for (let n = 0; n < count; n++) await enqueuer.enqueue('work', { n });
      queue().start(handlers);
      queue(other).start(handlers);
      await eventually(() => runs.size === count, 'every job to run', 20_000);
      await eventually(
        async () =>
          (await opened().db.select().from(jobs).where(eq(jobs.name, 'work'))).every(
            (job) => job.doneAt,
          ),
        'every job to be marked done',
      );
      expect([...runs.values()].every((times) => times === 1)).toBe(true);
    } finally {
      await Promise.all(queues.splice(0).map((created) => created.stop()));
      if (other !== database) await other.close();
    }
  });

  it('runs again a job whose worker died, once its lock has run out', async () => {
    database = await durable.open();
    const id = await queue().enqueue('work', { n: 1 });
    // A worker claims it and dies: nothing will finish or renew it.
    const now = new Date();
    const claimed = await jobsRepository(database.db).claim(
      ['work'],
      'dead-worker',
      now,
      new Date(now.getTime() + 30_000),
    );
    expect(claimed?.id).toBe(id);
    let runs = 0;
    queue().start({ work: async () => void runs++, tick: noTicks });
    await withClockAhead(31_000, () => eventually(async () => (await row(id))?.doneAt, 'a rerun'));
    expect(runs).toBe(1);
    expect(await row(id)).toMatchObject({ attempts: 2, lockedBy: null });
  });

  it('hands a job still running at stop back to the queue', async () => {
    database = await durable.open();
    const id = await queue().enqueue('work', { n: 1 });
    const stopping = queue();
    let started = false;
    stopping.start({
      work: () => {
        started = true;
        return new Promise<void>(() => undefined);
      },
      tick: noTicks,
    });
    await eventually(() => started, 'the job to start');
    await stopping.stop();
    expect(await row(id)).toMatchObject({ attempts: 0, lockedBy: null, doneAt: null });

    queue().start({ work: async () => undefined, tick: noTicks });
    await eventually(async () => (await row(id))?.doneAt, 'the job to run on the next worker');
  });
});
