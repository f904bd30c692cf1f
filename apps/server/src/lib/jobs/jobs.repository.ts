import { and, asc, eq, inArray, isNull, like, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<typeof jobs.$inferInsert, 'name' | 'payload' | 'runAt' | 'maxAttempts'>;
/** What a finished run writes: the next run, the outcome, or both. */
export type JobOutcome = Partial<
  Pick<JobRow, 'runAt' | 'attempts' | 'lastError' | 'doneAt' | 'failedAt' | 'payload'>
>;

const pending = and(isNull(jobs.doneAt), isNull(jobs.failedAt));

/** The jobs table: the only place that runs the queue's SQL. */
export function jobsRepository(db: Database) {
  return {
    /** Stores a job; `executor` is the writer's transaction when the job follows a write. */
    async insert(job: NewJob, executor: Database = db): Promise<number> {
      const [row] = await executor.insert(jobs).values(job).returning({ id: jobs.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /**
     * Stores one-off jobs, each under its `key` unless one is pending under it; a finished row
     * with that key (kept until pruned) is armed again. One statement for all, so a sweep that
     * finds many pays one commit (a conflicting row is locked, which is a write), not one each.
     * Answers how many runs were scheduled.
     */
    async insertOnce(
      batch: (NewJob & { key: string })[],
      executor: Database = db,
    ): Promise<number> {
      // A statement may not update one row twice: the first job of a repeated key stands.
      const unique = batch.filter(
        (job, index) => batch.findIndex((other) => other.key === job.key) === index,
      );
      if (unique.length === 0) return 0;
      const rows = await executor
        .insert(jobs)
        .values(unique)
        .onConflictDoUpdate({
          target: jobs.key,
          set: {
            payload: sql`excluded.payload`,
            runAt: sql`excluded.run_at`,
            maxAttempts: sql`excluded.max_attempts`,
            attempts: 0,
            lastError: null,
            doneAt: null,
            failedAt: null,
            createdAt: sql`now()`,
          },
          setWhere: or(sql`${jobs.doneAt} is not null`, sql`${jobs.failedAt} is not null`),
        })
        .returning({ id: jobs.id });
      return rows.length;
    },

    /**
     * Registers a repeating job once per key: every instance calls this at start, and a row
     * that exists keeps its next run and takes the (possibly changed) interval and payload.
     */
    async upsertRepeating(job: NewJob & { key: string; repeatSeconds: number }): Promise<void> {
      await db
        .insert(jobs)
        .values(job)
        .onConflictDoUpdate({
          target: jobs.key,
          set: { payload: job.payload, repeatSeconds: job.repeatSeconds },
        });
    },

    /**
     * Takes the oldest due job among `names` for `worker` until `lockedUntil`, or none. The
     * row lock with SKIP LOCKED makes concurrent claims pass over each other instead of
     * waiting, and the lock column keeps the job ours after the statement ends. A job whose
     * lock ran out (its worker died) is due again.
     */
    async claim(
      names: string[],
      worker: string,
      now: Date,
      lockedUntil: Date,
    ): Promise<JobRow | undefined> {
      const next = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            pending,
            lte(jobs.runAt, now),
            inArray(jobs.name, names),
            or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, lockedBy: worker, lockedUntil })
        .where(inArray(jobs.id, next))
        .returning();
      return row;
    },

    /** Keeps a long run's job ours; false when the lock was lost (released or taken over). */
    async extendLock(id: number, worker: string, lockedUntil: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Writes a run's outcome and unlocks the job, unless another worker holds it by now. */
    async finish(id: number, worker: string, outcome: JobOutcome): Promise<void> {
      await db
        .update(jobs)
        .set({ ...outcome, lockedBy: null, lockedUntil: null })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
    },

    /** Hands unfinished runs back at stop: they are due at once and the run does not count. */
    async release(ids: number[], worker: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} - 1`, lockedBy: null, lockedUntil: null })
        .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker)));
    },

    /** The workers holding job locks now whose ids start with `prefix`. */
    async holders(prefix: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ worker: jobs.lockedBy })
        .from(jobs)
        .where(and(pending, like(jobs.lockedBy, `${prefix.replace(/[\\%_]/g, '\\$&')}%`)));
      return rows.flatMap((row) => (row.worker ? [row.worker] : []));
    },

    /** Unlocks every job a dead worker held: each is due again (it was due when claimed). */
    async releaseAllOf(worker: string): Promise<void> {
      await db
        .update(jobs)
        .set({ lockedBy: null, lockedUntil: null })
        .where(and(pending, eq(jobs.lockedBy, worker)));
    },

    /** Jobs waiting to run (or running) and jobs that failed for good, oldest first. */
    async open(limit = 200) {
      return db
        .select({
          id: jobs.id,
          name: jobs.name,
          runAt: jobs.runAt,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
          lastError: jobs.lastError,
          failedAt: jobs.failedAt,
          lockedBy: jobs.lockedBy,
          repeatSeconds: jobs.repeatSeconds,
        })
        .from(jobs)
        .where(isNull(jobs.doneAt))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(limit);
    },

    /**
     * Queues a failed (or waiting) job again, due now with a fresh set of attempts; false when
     * there is no such job, or it is done or running.
     */
    async retry(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ runAt: now, attempts: 0, failedAt: null })
        .where(and(eq(jobs.id, id), isNull(jobs.doneAt), isNull(jobs.lockedBy)))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },

    /** Deletes jobs done before `doneBefore` and jobs failed before `failedBefore`. */
    async prune(doneBefore: Date, failedBefore: Date): Promise<void> {
      await db.delete(jobs).where(or(lt(jobs.doneAt, doneBefore), lt(jobs.failedAt, failedBefore)));
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
