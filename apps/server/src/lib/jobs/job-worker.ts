import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { errorMessage } from '../logging';
import type { JobOutcome, JobRow, JobsRepository } from './jobs.repository';

export type RunJob = (payload: unknown) => Promise<void>;

export interface WorkerSettings {
  /** How often an idle worker looks for due jobs; an enqueue in this process wakes it at once. */
  pollMs: number;
  /** Jobs one instance runs at the same time. */
  concurrency: number;
  /** How long a claimed job stays ours without a heartbeat; then another instance may take it. */
  lockMs: number;
  /** How long stop waits for running jobs before handing them back to the queue. */
  stopGraceMs: number;
  /**
   * This installation's id, kept in DATA_DIR: a restarted server takes back at once the jobs
   * its dead predecessor held, instead of waiting for their locks to run out.
   */
  instance?: string;
}

/** The wait before retry number `attempt` (1, 2, ...): 1 s, 2 s, 4 s ... at most 5 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 5 * 60_000);
}

/** The clock every queue decision reads, so tests can move it (test/clock.ts). */
export const clockNow = () => new Date(Date.now());

/** The workers running in this process now (tests and tools run several). */
const liveWorkers = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a worker id (instance/host/pid/random) belongs to a worker of this installation on
 * this host that is gone: its process died, or it was this process's pid in an earlier life
 * (a container's server is pid 1 every time) and is not one of the workers running here.
 */
export function isDeadWorker(holder: string, instance: string): boolean {
  const [holderInstance, host, pidText] = holder.split('/');
  const pid = Number(pidText);
  if (holderInstance !== instance || host !== hostname() || !Number.isInteger(pid)) return false;
  return pid === process.pid ? !liveWorkers.has(holder) : !processAlive(pid);
}

/**
 * One loop per instance that claims due jobs (up to `concurrency` at once), runs them and
 * writes the outcome: done, retried after `retryDelayMs`, failed after the last attempt, or
 * (repeating jobs) due again after their interval. Payloads are never logged.
 */
export function createWorker(
  repository: JobsRepository,
  log: FastifyBaseLogger,
  settings: WorkerSettings,
) {
  const instance = settings.instance ?? 'unnamed';
  const id = [instance, hostname(), process.pid, randomBytes(3).toString('hex')].join('/');
  const running = new Map<number, Promise<void>>();
  let handlers = new Map<string, RunJob>();
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wakeRequested = false;
  let wakeSleeper: (() => void) | undefined;

  function wake() {
    wakeRequested = true;
    wakeSleeper?.();
  }

  /** Waits `ms`, or less when woken; a wake that came while we were busy ends it at once. */
  function nap(ms: number): Promise<void> {
    if (wakeRequested) {
      wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      // The loop alone must not keep a process (a CLI, a test) alive.
      const timer = setTimeout(done, ms).unref();
      function done() {
        clearTimeout(timer);
        wakeSleeper = undefined;
        wakeRequested = false;
        resolve();
      }
      wakeSleeper = done;
    });
  }

  /**
   * The next state after a run. A finished one-off job keeps no payload: a code mail's holds
   * the code, which is stored only hashed everywhere else. A repeating job starts over.
   */
  function outcomeOf(job: JobRow, error: unknown): JobOutcome {
    const now = clockNow();
    const repeatAt = job.repeatSeconds && new Date(now.getTime() + job.repeatSeconds * 1000);
    const lastError = error === undefined ? null : errorMessage(error);
    if (lastError !== null && job.attempts < job.maxAttempts) {
      return { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)), lastError };
    }
    if (repeatAt) return { runAt: repeatAt, attempts: 0, lastError };
    const finished = lastError === null ? { doneAt: now } : { failedAt: now, lastError };
    return { ...finished, payload: {} };
  }

  async function run(job: JobRow, handler: RunJob) {
    const about = { job: { id: job.id, name: job.name, attempt: job.attempts } };
    const heartbeat = setInterval(() => {
      const until = new Date(clockNow().getTime() + settings.lockMs);
      repository.extendLock(job.id, id, until).then(
        (held) => held || log.warn(about, 'job lock lost while running'),
        (error: unknown) =>
          log.warn({ ...about, error: errorMessage(error) }, 'job lock not renewed'),
      );
    }, settings.lockMs / 3);
    heartbeat.unref();
    let failure: unknown;
    try {
      await handler(job.payload);
    } catch (error) {
      failure = error ?? new Error('job failed');
    } finally {
      clearInterval(heartbeat);
    }
    const outcome = outcomeOf(job, failure);
    if (failure !== undefined) {
      const level = outcome.failedAt ? 'error' : 'warn';
      log[level]({ ...about, error: outcome.lastError, retryAt: outcome.runAt }, 'job failed');
    }
    await repository.finish(job.id, id, outcome);
  }

  /** Claims jobs until the worker is full or nothing is due. */
  async function claimDue() {
    const names = [...handlers.keys()];
    while (!stopping && running.size < settings.concurrency) {
      const now = clockNow();
      const job = await repository.claim(names, id, now, new Date(now.getTime() + settings.lockMs));
      if (!job) return;
      const handler = handlers.get(job.name);
      if (!handler) throw new Error(`claimed job ${job.id} has no handler`);
      const done = run(job, handler)
        .catch((error: unknown) =>
          log.error({ job: { id: job.id }, error: errorMessage(error) }, 'job outcome not stored'),
        )
        .finally(() => {
          running.delete(job.id);
          wake();
        });
      running.set(job.id, done);
    }
  }

  /** Jobs a dead worker of this installation held are due again (their run counts). */
  async function takeBackFromTheDead() {
    if (!settings.instance) return;
    for (const holder of await repository.holders(`${instance}/`)) {
      if (holder !== id && isDeadWorker(holder, instance)) {
        await repository.releaseAllOf(holder);
        log.warn({ worker: holder }, 'took back the jobs of a worker that died');
      }
    }
  }

  async function poll(setup: () => Promise<void>) {
    let setUp = false;
    while (!stopping) {
      try {
        if (!setUp) {
          await takeBackFromTheDead();
          await setup();
        }
        setUp = true;
        await claimDue();
      } catch (error) {
        // The database may be down for a while: keep trying, the jobs wait in it.
        log.error({ error: errorMessage(error) }, 'could not claim jobs');
      }
      await nap(settings.pollMs);
    }
  }

  return {
    id,
    wake,

    /**
     * Starts the loop with these handlers (only jobs with a handler here are claimed); `setup`
     * runs first, and again on the next round until it succeeds.
     */
    start(jobHandlers: Map<string, RunJob>, setup: () => Promise<void>) {
      if (loop) throw new Error('worker already started');
      liveWorkers.add(id);
      handlers = jobHandlers;
      loop = poll(setup);
    },

    /**
     * Stops claiming, waits up to `stopGraceMs` for running jobs, and hands the ones still
     * running back to the queue so another instance (or the next start) runs them.
     */
    async stop() {
      stopping = true;
      wake();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, settings.stopGraceMs);
      });
      await Promise.race([Promise.all(running.values()), grace]);
      clearTimeout(timer);
      await repository.release([...running.keys()], id);
      liveWorkers.delete(id);
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
