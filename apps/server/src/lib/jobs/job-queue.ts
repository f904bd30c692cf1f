import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { jobsRepository } from './jobs.repository';
import { clockNow, createWorker, type RunJob, type WorkerSettings } from './job-worker';

/** Job names and their payload types; each app (and test) declares its own. */
// `object`, not a record: the app's map is an interface that features extend by merging.
export type JobMap = object;

export type JobHandlers<M extends JobMap> = {
  [K in keyof M]: (payload: M[K]) => Promise<void>;
};

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Runs before the job counts as failed (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /**
   * The writer's transaction: the job is stored with the write that calls for it, or not at
   * all (docs/decisions/014), and the worker is woken once it has committed.
   */
  tx?: Tx;
}

/** What a feature needs to hand work to the queue. */
export interface JobQueue<M extends JobMap> {
  /** Stores a job (it survives restarts) and wakes this instance's worker; returns its id. */
  enqueue<K extends keyof M & string>(
    name: K,
    payload: M[K],
    options?: EnqueueOptions,
  ): Promise<number>;
  /**
   * Stores a job under `key` unless one under that key is still pending (a later call then
   * changes nothing): many triggers, one run. False when one was pending already.
   */
  enqueueOnce<K extends keyof M & string>(
    name: K,
    payload: M[K],
    key: string,
    options?: EnqueueOptions,
  ): Promise<boolean>;
  /**
   * `enqueueOnce` for many jobs of one name in one statement (a sweep's batch): how many runs
   * were scheduled.
   */
  enqueueEachOnce<K extends keyof M & string>(
    name: K,
    jobs: { payload: M[K]; key: string }[],
    options?: EnqueueOptions,
  ): Promise<number>;
}

/** Ten runs with doubling waits span about 8.5 minutes (1 s + 2 s + ... + 256 s). */
export const DEFAULT_MAX_ATTEMPTS = 10;

const PRUNE_JOB = 'jobs.prune';
const PRUNE_EVERY_SECONDS = 60 * 60;
/** Done jobs go after a day; failed ones stay a week for an operator to look at. */
const KEEP_DONE_MS = 24 * 60 * 60_000;
const KEEP_FAILED_MS = 7 * 24 * 60 * 60_000;

export const DEFAULT_WORKER_SETTINGS: WorkerSettings = {
  pollMs: 1000,
  concurrency: 4,
  lockMs: 5 * 60_000,
  stopGraceMs: 10_000,
};

/**
 * Durable jobs in the database (docs/decisions/014): enqueue from anywhere, run by one worker
 * per instance once `start` is called, stopped (finishing or handing back running jobs) by
 * `stop`. Every instance may run every job; the claim guarantees one run at a time.
 */
export function createJobQueue<M extends JobMap>(
  db: Database,
  log: FastifyBaseLogger,
  settings: Partial<WorkerSettings> = {},
) {
  const repository = jobsRepository(db);
  const worker = createWorker(repository, log, { ...DEFAULT_WORKER_SETTINGS, ...settings });
  const repeating = new Map<string, { payload: unknown; everySeconds: number }>();
  // A job stored in a transaction is invisible to the worker until the commit.
  const wakeAfter = (tx: Tx | undefined) => (tx ? tx.afterCommit(worker.wake) : worker.wake());

  const queue = {
    workerId: worker.id,

    async enqueue<K extends keyof M & string>(
      name: K,
      payload: M[K],
      options: EnqueueOptions = {},
    ): Promise<number> {
      const id = await repository.insert(
        {
          name,
          payload,
          runAt: options.runAt ?? clockNow(),
          maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        },
        options.tx,
      );
      wakeAfter(options.tx);
      return id;
    },

    async enqueueOnce<K extends keyof M & string>(
      name: K,
      payload: M[K],
      key: string,
      options: EnqueueOptions = {},
    ): Promise<boolean> {
      return (await queue.enqueueEachOnce(name, [{ payload, key }], options)) === 1;
    },

    async enqueueEachOnce<K extends keyof M & string>(
      name: K,
      each: { payload: M[K]; key: string }[],
      options: EnqueueOptions = {},
    ): Promise<number> {
      const runAt = options.runAt ?? clockNow();
      const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const stored = await repository.insertOnce(
        each.map(({ payload, key }) => ({ name, payload, key, runAt, maxAttempts })),
        options.tx,
      );
      if (stored > 0) wakeAfter(options.tx);
      return stored;
    },

    /**
     * Runs `name` every `everySeconds` from start on, on one instance at a time, whichever
     * instances are up. Registered before `start`; the first run is due at once.
     */
    repeat<K extends keyof M & string>(name: K, payload: M[K], everySeconds: number) {
      repeating.set(name, { payload, everySeconds });
    },

    /**
     * Starts this instance's worker, which first registers the repeating jobs (retrying while
     * the database is unreachable, so a start never fails for it).
     */
    start(handlers: JobHandlers<M>) {
      const prune = async () => {
        const now = clockNow().getTime();
        await repository.prune(new Date(now - KEEP_DONE_MS), new Date(now - KEEP_FAILED_MS));
      };
      const all = new Map<string, RunJob>(Object.entries(handlers) as [string, RunJob][]);
      all.set(PRUNE_JOB, prune);
      repeating.set(PRUNE_JOB, { payload: {}, everySeconds: PRUNE_EVERY_SECONDS });
      worker.start(all, async () => {
        for (const [name, { payload, everySeconds }] of repeating) {
          await repository.upsertRepeating({
            name,
            payload,
            runAt: clockNow(),
            maxAttempts: DEFAULT_MAX_ATTEMPTS,
            key: `repeat:${name}`,
            repeatSeconds: everySeconds,
          });
        }
      });
    },

    stop: () => worker.stop(),
  };
  return queue satisfies JobQueue<M>;
}

export type AppJobQueue<M extends JobMap> = ReturnType<typeof createJobQueue<M>>;
